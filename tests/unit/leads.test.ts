import { describe, expect, it } from "vitest";
import { danishMonths, RETENTION_MONTHS } from "../../supabase/functions/_shared/content/retention.ts";
import { composeLeadMail, type ClaimedLead, type LeadMailConfig } from "../../supabase/functions/_shared/leads/compose.ts";
import { decodeEncodedWords, parseMail } from "../../supabase/local/mail/mime.ts";
import { privacyDocument } from "#shared/content/legal/privacy.ts";
import { createSiteIdentity } from "../../supabase/functions/_shared/content/site.ts";
import type { Lead } from "../../src/features/admin/leads/leads-api.ts";
import { leadsCsv } from "../../src/features/admin/leads/leads-export.ts";
import { replyMailto } from "../../src/features/admin/leads/reply-mailto.ts";

const lead: Lead = {
  id: "00000000-0000-4000-8000-000000000001",
  source: "contact",
  name: "Søren Kierkegaard",
  company: "Enten/Eller; ApS",
  email: "soeren@example.dk",
  phone: null,
  message: 'Vi vil gerne se en demo.\n"Hurtigst muligt"',
  conversation_id: null,
  status: "in_progress",
  note: "=HYPERLINK(\"x\")",
  created_at: "2026-11-25T09:30:00.000Z",
};

describe("the privacy policy's retention periods", () => {
  it("render from the constant the retention job passes to Postgres", () => {
    const retention = privacyDocument(createSiteIdentity(), new Date()).sections.find((section) => section.id === "retention");
    const items = retention?.list ?? [];
    expect(items).toContain(`Chatsamtaler: op til ${danishMonths(RETENTION_MONTHS.chat)} efter samtalen.`);
    expect(items.find((item) => item.startsWith("Henvendelser via kontaktformularen"))).toContain(`op til ${danishMonths(RETENTION_MONTHS.contact)} efter den seneste kontakt`);
    expect(items.find((item) => item.startsWith("Konto-, kunde-"))).toContain(`${danishMonths(RETENTION_MONTHS.customer)} efter aftalens ophør`);
    expect(danishMonths(1)).toBe("1 måned");
  });
});

describe("the inbox's CSV export", () => {
  it("starts with a BOM, has Danish headings, quotes separators and newlines, and defuses formulas", () => {
    const csv = leadsCsv([lead]);
    expect(csv.startsWith("\uFEFFModtaget;Kilde;Status;Navn;Virksomhed;E-mail;Telefon;Besked;Intern note\r\n")).toBe(true);
    expect(csv).toContain(';Kontaktformular;I gang;Søren Kierkegaard;"Enten/Eller; ApS";soeren@example.dk;;"Vi vil gerne se en demo.\n""Hurtigst muligt""";');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe("'Svar via e-mail'", () => {
  it("addresses the lead with a subject and the message quoted", () => {
    const url = replyMailto(lead, "Nordvagt IT-Sikkerhed ApS")!;
    expect(url.startsWith("mailto:soeren@example.dk?subject=")).toBe(true);
    const params = new URLSearchParams(url.split("?")[1]);
    expect(params.get("subject")).toBe("Sv: Din henvendelse til Nordvagt IT-Sikkerhed ApS");
    expect(params.get("body")).toContain('Hej Søren');
    expect(params.get("body")).toContain('> Vi vil gerne se en demo.\n> "Hurtigst muligt"');
    expect(replyMailto({ ...lead, email: null }, "x")).toBeNull();
  });
});

describe("the lead e-mail", () => {
  const config: LeadMailConfig = {
    notifyEmail: "salg@example.dk",
    from: "Hjemmesiden <noreply@example.dk>",
    inboxUrl: "https://example.dk/admin/leads",
    chatUrl: "https://example.dk/admin/chat",
    retrySeconds: 60,
    smtp: { host: "127.0.0.1", port: 25, tls: "none" },
  };
  const claimed: ClaimedLead = { ...lead, lead_ref: `contact:${lead.id}`, source: "contact", attempts: 1 };
  it("names the person and company in the subject and links the inbox; replies go to the lead", () => {
    const mail = composeLeadMail(claimed, config);
    expect(mail.subject).toBe("Ny henvendelse fra Søren Kierkegaard, Enten/Eller; ApS");
    expect(mail.to).toBe("salg@example.dk");
    expect(mail.replyTo).toBe("soeren@example.dk");
    expect(mail.text).toContain("Vi vil gerne se en demo.");
    expect(mail.text).toContain("https://example.dk/admin/leads");
    expect(mail.messageId).toBe(`<contact-${lead.id}@example.dk>`);
  });
  it("links a chat lead's conversation", () => {
    const mail = composeLeadMail({ ...claimed, source: "chat", name: null, company: null, email: null, phone: "22 33 44 55", conversation_id: "c1", lead_ref: "chat:c1" }, config);
    expect(mail.subject).toBe("Chatten: 22 33 44 55 vil kontaktes");
    expect(mail.text).toContain("https://example.dk/admin/chat?samtale=c1");
    expect(mail.replyTo).toBeUndefined();
  });
});

describe("the local outbox's MIME decoding", () => {
  it("decodes encoded-word subjects and quoted-printable or base64 bodies", () => {
    expect(decodeEncodedWords("=?UTF-8?Q?Ny_henvendelse_fra_=C3=85se?= =?UTF-8?B?LCBCbMOlYsOmcg==?=")).toBe("Ny henvendelse fra Åse, Blåbær");
    const raw = [
      "Subject: =?UTF-8?B?w4Z0?=",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "R=C3=B8dgr=C3=B8d med fl=",
      "=C3=B8de",
      "--b1--",
      "",
    ].join("\r\n");
    expect(parseMail(raw)).toMatchObject({ subject: "Æt", text: "Rødgrød med fløde" });
  });
});
