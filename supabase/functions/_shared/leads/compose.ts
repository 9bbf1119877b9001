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

export interface ClaimedLead {
  lead_ref: string;
  source: "contact" | "chat";
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  conversation_id: string | null;
  created_at: string;
  attempts: number;
}

const received = new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Copenhagen" });

/** The e-mail for one lead: who in the subject, the message and links in the body. */
export function composeLeadMail(lead: ClaimedLead, config: LeadMailConfig): OutgoingMail {
  const who = lead.name?.trim() || lead.email || lead.phone || "en anonym besøgende";
  const subject = lead.source === "contact"
    ? `Ny henvendelse fra ${who}${lead.company ? `, ${lead.company}` : ""}`
    : `Chatten: ${who} vil kontaktes`;
  const lines = [
    lead.source === "contact" ? "Ny henvendelse via kontaktformularen." : "En besøgende i chatten bad om at blive kontaktet.",
    "",
    `Navn: ${lead.name?.trim() || "ikke oplyst"}`,
    ...(lead.company ? [`Virksomhed: ${lead.company}`] : []),
    ...(lead.email ? [`E-mail: ${lead.email}`] : []),
    ...(lead.phone ? [`Telefon: ${lead.phone}`] : []),
    `Modtaget: ${received.format(new Date(lead.created_at))}`,
    "",
    lead.source === "contact" ? "Besked:" : "Spørgsmål i chatten:",
    lead.message?.trim() || "(ingen besked)",
    "",
    ...(lead.conversation_id ? [`Hele samtalen: ${config.chatUrl}?samtale=${lead.conversation_id}`] : []),
    `Se og besvar henvendelsen i indbakken: ${config.inboxUrl}`,
  ];
  const domain = config.from.split("@")[1]?.replace(/[>\s]/g, "") || "localhost";
  return {
    from: config.from,
    to: config.notifyEmail,
    replyTo: lead.email ?? undefined,
    subject,
    text: lines.join("\n"),
    messageId: `<${lead.lead_ref.replace(":", "-")}@${domain}>`,
  };
}

