// The e-mail the reseller gets for one lead (kept free of runtime imports so Node tests can load it).
export interface SmtpConfig {
  host: string;
  port: number;
  tls: "implicit" | "starttls" | "none";
  user?: string;
  password?: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Stable per lead, so a mail client can tell a resend from a new lead. */
  messageId: string;
}

export interface LeadMailConfig {
  notifyEmail: string;
  from: string;
  /** The admin inbox, linked from every e-mail. */
  inboxUrl: string;
  /** The chat history; a chat lead's e-mail links to its conversation there. */
  chatUrl: string;
  retrySeconds: number;
  smtp: SmtpConfig;
}

/** One lead as the outbox hands it out (a digest's leads have this shape too, without the outbox fields). */
interface LeadFields {
  source: "contact" | "chat";
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  conversation_id: string | null;
  created_at: string;
  /** An attack in progress (chat escalations only): mailed at once, 'AKUT:' in the subject. */
  urgent: boolean;
}

/** What lead_mail_claim returns: a lead, or a digest of one sender's leads beyond the lead budget. */
export type ClaimedLead =
  | (LeadFields & { lead_ref: string; attempts: number; folded: null })
  | (Omit<LeadFields, "source"> & { source: "digest"; lead_ref: string; attempts: number; folded: LeadFields[] | null });

const received = new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Copenhagen" });

// The same characters private.single_line collapses (supabase/functions/_shared/lib/text.ts says why). Kept
// here rather than imported so this file stays free of imports.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKS = /[ \t]*[\r\n\v\f\u001c-\u001e\u0085\u2028\u2029]+[ \t]*/g;

/** A single-line value (name, company, address, number) for a header or a "Label: value" line: one line, always. */
function oneLine(value: string | null | undefined): string {
  return (value ?? "").replace(LINE_BREAKS, " ").trim();
}

/**
 * A multi-line value the visitor wrote (the message), quoted: every line starts with "> ", as a mail program quotes,
 * so no line of it can pass for a line of ours ("--- 3. Chatten (AKUT) ---", "E-mail: …") in a digest or a single
 * lead's e-mail. Line breaks are made plain LF first, so no U+2028 or lone CR starts a line unseen and unquoted.
 */
function quoted(value: string): string[] {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/\r\n?|[\v\f\u001c-\u001e\u0085\u2028\u2029]/g, "\n").split("\n").map((line) => `> ${line}`.trimEnd());
}

function whoOf(lead: Pick<LeadFields, "name" | "email" | "phone">): string {
  return oneLine(lead.name) || oneLine(lead.email) || oneLine(lead.phone) || "en anonym besøgende";
}

/** The "Navn: …" block and the message of one lead. */
function leadBody(lead: LeadFields, config: LeadMailConfig): string[] {
  const company = oneLine(lead.company);
  const email = oneLine(lead.email);
  const phone = oneLine(lead.phone);
  return [
    `Navn: ${oneLine(lead.name) || "ikke oplyst"}`,
    ...(company ? [`Virksomhed: ${company}`] : []),
    ...(email ? [`E-mail: ${email}`] : []),
    ...(phone ? [`Telefon: ${phone}`] : []),
    ...(lead.source === "chat" && !email && !phone ? ["Kontakt: ikke oplyst (se samtalen)"] : []),
    `Modtaget: ${received.format(new Date(lead.created_at))}`,
    "",
    lead.source === "contact" ? "Besked:" : "Spørgsmål i chatten:",
    ...(lead.message?.trim() ? quoted(lead.message.trim()) : ["(ingen besked)"]),
    "",
    ...(lead.conversation_id ? [`Hele samtalen: ${config.chatUrl}?samtale=${lead.conversation_id}`] : []),
  ];
}

/** The e-mail for one lead (who in the subject, the message and links in the body), or for a digest. */
export function composeLeadMail(lead: ClaimedLead, config: LeadMailConfig): OutgoingMail {
  const domain = config.from.split("@")[1]?.replace(/[>\s]/g, "") || "localhost";
  const messageId = `<${lead.lead_ref.replace(":", "-")}@${domain}>`;
  const urgent = lead.urgent ? "AKUT: " : "";
  if (lead.source === "digest") {
    const leads = lead.folded ?? [];
    const first = leads[0];
    const text = [
      `Samme afsender sendte flere henvendelser på kort tid; de ${leads.length} seneste er samlet her i én e-mail. Alle står i indbakken.`,
      "",
      ...leads.flatMap((item, index) => [
        `--- ${index + 1}. ${item.source === "contact" ? "Kontaktformularen" : "Chatten"}${item.urgent ? " (AKUT)" : ""} ---`,
        ...leadBody(item, config),
      ]),
      `Se og besvar henvendelserne i indbakken: ${config.inboxUrl}`,
    ];
    // Reply-To only when every lead left the same address (a digest may mix several of one sender's).
    const addresses = new Set(leads.map((item) => oneLine(item.email)).filter(Boolean));
    return {
      from: config.from,
      to: config.notifyEmail,
      replyTo: addresses.size === 1 ? [...addresses][0] : undefined,
      subject: `${urgent}${leads.length} henvendelser samlet fra ${first ? whoOf(first) : "samme afsender"}`,
      text: text.join("\n"),
      messageId,
    };
  }
  const who = whoOf(lead);
  const company = oneLine(lead.company);
  const subject = lead.source === "contact"
    ? `${urgent}Ny henvendelse fra ${who}${company ? `, ${company}` : ""}`
    : lead.urgent
      ? `${urgent}${who} melder om et igangværende angreb (chatten)`
      : `Chatten: ${who}${company ? `, ${company}` : ""} vil kontaktes`;
  const text = [
    lead.source === "contact"
      ? "Ny henvendelse via kontaktformularen."
      : lead.urgent
        ? "AKUT: En besøgende i chatten melder om et igangværende angreb. Kontakt dem straks."
        : "En besøgende i chatten bad om at blive kontaktet.",
    "",
    ...leadBody(lead, config),
    `Se og besvar henvendelsen i indbakken: ${config.inboxUrl}`,
  ];
  const replyTo = oneLine(lead.email);
  return {
    from: config.from,
    to: config.notifyEmail,
    replyTo: replyTo || undefined,
    subject,
    text: text.join("\n"),
    messageId,
  };
}
