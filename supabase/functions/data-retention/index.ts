// data-retention: deletes what the privacy policy says is kept no longer (contact messages, chat
// conversations with their messages and escalations), with the periods of the same constant the policy's
// text is rendered from (_shared/content/retention.ts), passed to apply_retention (migration
// 20261125100200). Called with the service role key on a schedule: locally by the stack's ticker, hosted by
// pg_cron + pg_net once a day (README). Answers the number of rows deleted.
import { z } from "../_shared/deps.ts";
import { readCappedJson } from "../_shared/body.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { jwtClaims } from "../_shared/jwt-claims.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { RETENTION_MONTHS } from "../_shared/content/retention.ts";

const body = z.object({}).strict();

Deno.serve(
  serve(["POST"], async (request) => {
    if (jwtClaims(bearerToken(request)).role !== "service_role") throw new HttpError(403, "Only the service role may delete data");
    await readCappedJson(request, body, 1024);
    const { data, error } = await serviceClient().rpc("apply_retention", {
      p_contact_months: RETENTION_MONTHS.contact,
      p_chat_months: RETENTION_MONTHS.chat,
      p_customer_months: RETENTION_MONTHS.customer,
    });
    if (error) throw new Error(`apply_retention: ${error.message}`);
    return json(200, { deleted: data });
  }),
);
