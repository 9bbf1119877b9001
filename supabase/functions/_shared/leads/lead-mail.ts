// One e-mail to the reseller per lead. Postgres queues a row per lead in private.lead_mail_outbox (a
// trigger on each new contact message, and on each escalation once it has contact details); this drains
// it: claim due rows, send each, mark it sent or due again after LEADS_MAIL_RETRY_SECONDS. The row's
// primary key is the lead, so a lead is queued once; a claimed row is held for a lease, so two drains
// running at once (after a response and on the schedule) never send the same lead.
import type { SupabaseClient } from "../deps.ts";
import { z } from "../deps.ts";
import { type OutgoingMail, sendMail, type SmtpConfig, smtpConfigFromEnv } from "./smtp.ts";
import { type ClaimedLead, composeLeadMail, type LeadMailConfig } from "./compose.ts";

export type { LeadMailConfig };

const envSchema = z.object({
  LEADS_NOTIFY_EMAIL: z.email(),
  LEADS_MAIL_FROM: z.string().trim().min(3).optional(),
  LEADS_MAIL_RETRY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  SITE_URL: z.url(),
});

/** The settings, or null when lead e-mail is not configured (no LEADS_NOTIFY_EMAIL or SMTP_HOST). */
export function leadMailConfigFromEnv(env: Record<string, string | undefined>): LeadMailConfig | null {
  const smtp = smtpConfigFromEnv(env);
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== "")));
  if (!smtp || !parsed.success) return null;
  const site = parsed.data.SITE_URL.replace(/\/+$/, "");
  return {
    notifyEmail: parsed.data.LEADS_NOTIFY_EMAIL,
    from: parsed.data.LEADS_MAIL_FROM ?? parsed.data.LEADS_NOTIFY_EMAIL,
    inboxUrl: `${site}/admin/leads`,
    chatUrl: `${site}/admin/chat`,
    retrySeconds: parsed.data.LEADS_MAIL_RETRY_SECONDS,
    smtp,
  };
}

export type Send = (config: SmtpConfig, mail: OutgoingMail) => Promise<void>;

/** Sends every due lead; returns how many went out and how many failed (and wait for their retry). */
export async function drainLeadMail(db: SupabaseClient, config: LeadMailConfig, send: Send = sendMail): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  // Bounded, so one call never runs for long; the schedule picks up the rest.
  for (let round = 0; round < 10; round++) {
    const { data, error } = await db.rpc("lead_mail_claim", { p_limit: 10, p_lease_seconds: 120 });
    if (error) throw new Error(`lead_mail_claim: ${error.message}`);
    const leads = (data ?? []) as ClaimedLead[];
    if (leads.length === 0) break;
    for (const lead of leads) {
      let problem: string | null = null;
      try {
        await send(config.smtp, composeLeadMail(lead, config));
      } catch (sendError) {
        problem = sendError instanceof Error ? sendError.message : String(sendError);
      }
      const finished = await db.rpc("lead_mail_finish", {
        p_lead_ref: lead.lead_ref,
        p_ok: problem === null,
        p_error: problem,
        p_retry_seconds: config.retrySeconds,
      });
      if (finished.error) console.error("lead_mail_finish failed", finished.error);
      if (problem === null) sent++;
      else {
        failed++;
        console.error(`lead e-mail ${lead.lead_ref} not sent (attempt ${lead.attempts}): ${problem}`);
      }
    }
    // A failing mail server fails the whole batch alike; the next round would only fail again.
    if (failed > 0) break;
  }
  return { sent, failed };
}

/** After a lead was stored: drain the outbox without holding up the visitor's answer. */
export function leadMailKick(db: SupabaseClient): Promise<unknown> {
  const config = leadMailConfigFromEnv(Deno.env.toObject());
  return config ? drainLeadMail(db, config) : Promise.resolve();
}
