import { formatDanishDateTime } from "#shared/lib/format.ts";
import { mailtoHref } from "#shared/lib/email.ts";
import type { Lead } from "./leads-api.ts";

/** 'Svar via e-mail': the admin's mail program with the address, a subject and the message quoted. */
export function replyMailto(lead: Lead, resellerName: string): string | null {
  if (!lead.email) return null;
  const subject = lead.source === "contact" ? `Sv: Din henvendelse til ${resellerName}` : `Sv: Dit spørgsmål i chatten hos ${resellerName}`;
  const quoted = (lead.message ?? "")
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const greeting = lead.name?.trim() ? `Hej ${lead.name.trim().split(/\s+/)[0]}` : "Hej";
  const body = `${greeting}\n\nTak for din henvendelse.\n\n\n\nDen ${formatDanishDateTime(lead.created_at)} skrev du:\n${quoted}\n`;
  return mailtoHref(lead.email, { subject, body });
}
