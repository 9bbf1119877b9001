// lead-mail: sends the reseller one e-mail per new lead (contact message or chat escalation with contact
// details), from the outbox Postgres keeps (private.lead_mail_outbox, migration 20261125100000).
//
// - Called with the service role key, never by a browser: right after a lead is stored (contact-submit,
//   chat-support drain in-process), and on a schedule so a failed send is retried: locally the stack asks
//   every LEADS_MAIL_TICK_SECONDS, hosted pg_cron + pg_net every minute (README).
// - SMTP and the recipient come from configuration (SMTP_*, LEADS_NOTIFY_EMAIL), never from the request.
// - Answers { configured, sent, failed }.
import { z } from "../_shared/deps.ts";
import { readCappedJson } from "../_shared/body.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { jwtClaims } from "../_shared/jwt-claims.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { drainLeadMail, leadMailConfigFromEnv } from "../_shared/leads/lead-mail.ts";

const body = z.object({}).strict();

Deno.serve(
  serve(["POST"], async (request) => {
    if (jwtClaims(bearerToken(request)).role !== "service_role") throw new HttpError(403, "Only the service role may send lead e-mail");
    await readCappedJson(request, body, 1024);
    const config = leadMailConfigFromEnv(Deno.env.toObject());
    if (!config) return json(200, { configured: false, sent: 0, failed: 0 });
    const result = await drainLeadMail(serviceClient(), config);
    return json(200, { configured: true, ...result });
  }),
);
