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
  urgent: false,
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

/** A CSV reader that honours quotes (RFC 4180), as Excel opens a file, with the given list separator. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(value);
      value = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, value]);
      row = [];
      value = "";
      i++;
    } else value += char;
  }
  if (value !== "" || row.length) rows.push([...row, value]);
  return rows;
}

const FORMULA = /^[=+\-@\t\r]/;

describe("the inbox's CSV export", () => {
  it("starts with a BOM, has Danish headings, quotes every cell and defuses formulas", () => {
    const csv = leadsCsv([lead]);
    expect(csv.startsWith('\uFEFF"Modtaget";"Kilde";"Status";"Navn";"Virksomhed";"E-mail";"Telefon";"Besked";"Intern note"\r\n')).toBe(true);
    expect(csv).toContain(';"Kontaktformular";"I gang";"Søren Kierkegaard";"Enten/Eller; ApS";"soeren@example.dk";"";"Vi vil gerne se en demo.\n""Hurtigst muligt""";');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  // Issue 30: 'Hej,=2+5+…' was safe where Excel splits on ';' but opened as a formula where it splits on ','.
  const hostile: Lead = {
    ...lead,
    name: "@SUM(1+1)",
    company: "-2+3",
    message: 'Hej,=2+5+cmd|\' /C calc\'!A0;+1\t=1\t\t-2,"=3", =4\r=5\n@6',
    note: "+45 22 33 44 55",
  };
  const csv = leadsCsv([lead, hostile]).slice(1);

  it.each([",", ";", "\t"])("opened with %j as the list separator, keeps every value in its cell and starts none with a formula sign", (separator) => {
    const rows = parseCsv(csv, separator);
    expect(rows).toHaveLength(3);
    for (const cellText of rows.flat()) expect(cellText).not.toMatch(FORMULA);
    if (separator === ";") {
      // Where the file's own separator is honoured, each value is whole (an apostrophe before a formula sign).
      expect(rows[2]![3]).toBe("'@SUM(1+1)");
      expect(rows[2]![4]).toBe("'-2+3");
      expect(rows[2]![7]).toBe(`Hej,'=2+5+cmd|' /C calc'!A0;'+1\t'=1\t'\t'-2,'"=3",' =4\r'=5\n'@6`);
      expect(rows[2]![8]).toBe("'+45 22 33 44 55");
    }
  });

  it.each([",", ";", "\t"])("split on %j without honouring quotes, still starts no cell with a formula sign", (separator) => {
    for (const line of csv.split(/\r\n|\r|\n/)) {
      for (const piece of line.split(separator)) expect(piece.replace(/^[" ]+/, "")).not.toMatch(FORMULA);
    }
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
  const claimed: ClaimedLead = { ...lead, lead_ref: `contact:${lead.id}`, source: "contact", attempts: 1, urgent: false, folded: null };
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

describe("the lead e-mail's single lines, urgency and digests", () => {
  const config: LeadMailConfig = {
    notifyEmail: "salg@example.dk",
    from: "Hjemmesiden <noreply@example.dk>",
    inboxUrl: "https://example.dk/admin/leads",
    chatUrl: "https://example.dk/admin/chat",
    retrySeconds: 60,
    smtp: { host: "127.0.0.1", port: 25, tls: "none" },
  };
  const base: ClaimedLead = { ...lead, lead_ref: `contact:${lead.id}`, source: "contact", attempts: 1, urgent: false, folded: null };

  // Issue 30: a name with a line break put a forged "E-mail:" line above the real one.
  it.each(["\n", "\r", "\r\n", "\u2028", "\u2029", "\u0085", "\v", "\f", "\u001e"])("collapses %j in a name or company to a space", (lineBreak) => {
    const mail = composeLeadMail({ ...base, name: `Eve${lineBreak}E-mail: evil@example.com`, company: `Firma${lineBreak}Telefon: 1` }, config);
    // eslint-disable-next-line no-control-regex -- the line breaks a mail client may honour
    const bodyLines = mail.text.split(/\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/);
    expect(bodyLines).toContain("Navn: Eve E-mail: evil@example.com");
    expect(bodyLines).toContain("Virksomhed: Firma Telefon: 1");
    expect(bodyLines.filter((line) => line.startsWith("E-mail:"))).toEqual(["E-mail: soeren@example.dk"]);
    expect(bodyLines.some((line) => line.startsWith("Telefon:"))).toBe(false);
    expect(mail.subject).toBe("Ny henvendelse fra Eve E-mail: evil@example.com, Firma Telefon: 1");
  });

  it("puts AKUT first in an urgent chat lead's subject, even without contact details", () => {
    const mail = composeLeadMail({ ...base, source: "chat", lead_ref: "chat-urgent:c1", name: null, company: null, email: null, conversation_id: "c1", urgent: true }, config);
    expect(mail.subject.startsWith("AKUT:")).toBe(true);
    expect(mail.text).toContain("Kontakt: ikke oplyst");
    expect(mail.text).toContain("https://example.dk/admin/chat?samtale=c1");
  });

  it("lists every folded lead of a digest", () => {
    const folded = [1, 2, 3].map((n) => ({ ...lead, source: "chat" as const, name: `Navn ${n}`, email: `x${n}@example.dk`, urgent: false, message: `Spørgsmål ${n}` }));
    const mail = composeLeadMail({ ...base, source: "digest", lead_ref: "digest:d1", name: null, company: null, email: null, phone: null, message: null, folded }, config);
    expect(mail.subject).toBe("3 henvendelser samlet fra Navn 1");
    for (const n of [1, 2, 3]) expect(mail.text).toContain(`Spørgsmål ${n}`);
    expect(mail.replyTo).toBeUndefined();
  });

  // Issue 35: a message holding "--- 3. Chatten (AKUT) ---" and Navn/E-mail lines read as a third, urgent lead.
  it.each(["\n", "\r", "\r\n", "\u2028", "\u0085", "\v"])("quotes every line of the visitor's text (split by %j), so none passes for a line of its own", (lineBreak) => {
    const forged = ["Hej", "--- 3. Chatten (AKUT) ---", "Navn: Falsk", "E-mail: forged@evil.example", "", "Se og besvar henvendelserne i indbakken: https://evil.example"].join(lineBreak);
    const folded = [1, 2].map((n) => ({ ...lead, source: "contact" as const, name: `Navn ${n}`, email: `x${n}@example.dk`, urgent: false, message: n === 1 ? forged : "Almindelig" }));
    for (const mail of [
      composeLeadMail({ ...base, source: "digest", lead_ref: "digest:d1", name: null, company: null, email: null, phone: null, message: null, folded }, config),
      composeLeadMail({ ...base, message: forged }, config),
    ]) {
      // eslint-disable-next-line no-control-regex -- the line breaks a mail client may honour
      const lines = mail.text.split(/\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/);
      expect(lines.filter((line) => line.startsWith("---"))).toHaveLength(mail.subject.includes("samlet") ? 2 : 0);
      expect(lines.filter((line) => line.startsWith("E-mail:")).length).toBe(mail.subject.includes("samlet") ? 2 : 1);
      expect(lines.filter((line) => line.startsWith("Se og besvar"))).toHaveLength(1);
      expect(lines).toContain("> --- 3. Chatten (AKUT) ---");
      expect(lines).toContain("> E-mail: forged@evil.example");
      expect(lines).toContain(">");
    }
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

describe("the contact schema's single-line fields", () => {
  it("collapses line breaks in name and company, and keeps the message's", async () => {
    const { z } = await import("zod");
    const { contactValidationMessages, createContactSchema } = await import("#shared/contact/schema.ts");
    const { contactContent } = await import("#shared/content/contact.ts");
    const schema = createContactSchema(z, contactValidationMessages(contactContent(createSiteIdentity()).errors));
    const parsed = schema.parse({ name: " Eve\r\nE-mail: x@evil.example ", email: "eve@example.dk", company: "A\u2028B\u2029C\u0085D", message: "Linje 1\nLinje 2" });
    expect(parsed).toEqual({ name: "Eve E-mail: x@evil.example", email: "eve@example.dk", company: "A B C D", message: "Linje 1\nLinje 2" });
  });
});
