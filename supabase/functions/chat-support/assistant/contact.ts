// Contact details a visitor types in a sentence after asking for a person: an e-mail address, a Danish
// phone number (8 digits, spaces allowed, +45 or 0045 in front) or a Swedish or Norwegian one with its country
// code, a name when it is introduced
// ("jeg hedder …", "mit navn er …", "det er …", "I'm …", "mvh …") or stands before the address, and a
// company when it follows the name ("Mette Holm, Holm VVS, …", "Mette Holm fra Holm VVS").

import { isStrictEmail } from "../../_shared/lib/email.ts";

export interface ContactDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Present only when the visitor named one (the model's hand-off tool does not ask for it). */
  company?: string;
}

// An address as lib/email.ts's strict rule has it, standing on its own: not the tail of something longer that holds
// '%', '?', '&', '/', '=' … ("kontakt%40firma.dk?bcc=…&body=x@example.com" is no address, and x@example.com is
// not the visitor's either). What is read is checked against the rule once more in findContact.
const EMAIL = /(?<![\w.%+'&/?=#:~!$*@-])[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?![\w@%/-])/;
const PHONE = /(?:(?:\+|00)45[\s-]?)?(?<!\d)(?:\d{2}[\s-]?){3}\d{2}(?!\d)/;
/** A Swedish or Norwegian number with its country code ("+46 708 123 456", "+47 912 34 567"). */
const NORDIC_PHONE = /(?:\+|00)(?:46|47)[\s-]?\(?0?\)?\d{1,3}(?:[\s-]?\d{2,4}){2,3}(?!\d)/;
const NAME_WORD = "[A-ZÆØÅ][a-zæøåéü'-]+";
const NAME = `(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`;
const INTRODUCED = [
  new RegExp(`(?:jeg hedder|mit navn er|navnet er|jeg er|det er|her er|i'm|i am|my name is|name is|this is|my name|mit navn|mitt namn|mitt navn|navn:|name:|namn:)\\s+${NAME}`, "i"),
  new RegExp(`(?:mvh\\.?|venlig hilsen|hilsen|best regards|regards|cheers|kind regards)[,\\s]+${NAME}`, "i"),
  // "Lone her, 40 40 40 40" (Danish for "Lone here").
  new RegExp(`${NAME}\\s+her\\b`),
  // "Peter Holm fra Holm VVS her.": a name, the company, then "her".
  new RegExp(`^\\s*${NAME}\\s+(?:fra|hos|from|at|i|på)\\s+[^.,!?]{2,40}?\\s+her\\b`),
];
/** Words that start a sentence but are no name ("Det er fint", "Jeg er ejer"). */
const NOT_NAMES = /^(fint|ok|okay|godt|hej|hejsa|hi|hello|hey|hallo|goddag|dav|ejer|direktør|ansat|interesseret|ikke|på|min|mit|sure|fine|the|a|an|here|interested|owner|ja|nej|yes|no|tak|thanks|kontakt|ring|skriv|e-?mail|mail|telefon|tlf|nummer)$/i;

function cleanName(raw: string | undefined): string | null {
  if (!raw) return null;
  const words = raw.trim().split(/\s+/);
  // The lead-in is matched without regard to case, and so the name's words were too: a name ends at the
  // first word in lower case ("Mette Holm fra Holm VVS" is Mette Holm).
  const lower = words.findIndex((word, index) => index > 0 && !/^[A-ZÆØÅ]/.test(word));
  const parts = lower === -1 ? words : words.slice(0, lower);
  while (parts.length && NOT_NAMES.test(parts.at(-1)!)) parts.pop();
  if (!parts.length || NOT_NAMES.test(parts[0]!)) return null;
  return parts.join(" ").slice(0, 200);
}

export function findContact(text: string): ContactDetails {
  const found = EMAIL.exec(text)?.[0] ?? null;
  const email = found !== null && isStrictEmail(found) ? found : null;
  // Dates look like phone numbers ("2027-06-15", "15/06/2027"); they are none.
  const withoutEmail = (found ? text.replace(found, " ") : text).replace(/\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./]\d{1,2}[./-]\d{2,4}\b/g, " ")
    // A code or password told as a story ("wifi-koden var 12345678") is no number to call.
    .replace(/\b(kode\w*|koden|code|password\w*|adgangskode\w*|passord\w*|lösenord\w*|losenord\w*|pin\w*|kodeord\w*)\b[^.!?\d]{0,40}[\d\s-]{8,}/gi, " ");
  const phoneMatch = NORDIC_PHONE.exec(withoutEmail)?.[0] ?? PHONE.exec(withoutEmail)?.[0] ?? null;
  const phone = phoneMatch ? phoneMatch.replace(/[\s-]+/g, " ").trim() : null;
  let name: string | null = null;
  for (const pattern of INTRODUCED) {
    // Case-insensitive for the lead-in, but a name must start with a capital: check the captured text.
    const match = pattern.exec(withoutEmail);
    if (match && /^[A-ZÆØÅ]/.test(match[1]!)) {
      name = cleanName(match[1]);
      if (name) break;
    }
  }
  if (!name && (email || phone)) {
    // "… 40 11 22 33, Peter": a name signed at the end.
    // ("… på 40 11 22 33, Henrik fra Bager Jensens Eftf. vi vil gerne …": signed with the company, mid-message.)
    // ("ring mig op på 40 12 34 56 når I har tid, Henrik fra Henriks VVS i Vejle": the name with its company,
    // after a comma.)
    const signed = new RegExp(`[,\\-–]\\s*${NAME}\\s*[.!]?\\s*$`).exec(withoutEmail.trim()) ?? new RegExp(`\\d[,\\-–]\\s*${NAME}\\s+(?:fra|hos|from|at)\\s+[A-ZÆØÅ]`).exec(withoutEmail)
      ?? new RegExp(`,\\s*${NAME}\\s+(?:fra|hos|from)\\s+[A-ZÆØÅ]`).exec(withoutEmail);
    if (signed && /^[A-ZÆØÅ]/.test(signed[1]!)) name = cleanName(signed[1]);
  }
  if (!name && (email || phone)) {
    // "John Carter, john@example.com": a capitalised name right before the details.
    // "Peter Jensen 23 45 67 89": the number itself ends the name.
    // "Ok. Hanne Lund, …", "Sure: John Miller …", "Hej, Lone Berg …": words of assent or greeting before the
    // name are no part of it.
    const rest = (phoneMatch ? withoutEmail.replace(phoneMatch, ",") : withoutEmail).replace(
      /^(?:\s*(?:ok|okay|ja|yes|sure|fint|super|klart|jo|hej|hejsa|hi|hello|hey|hallo|goddag|dav)\b[.,!:]?)+\s*/i,
      "",
    );
    const before = rest.split(/[,;:\n]|\s(?:og|and|på|hos|fra|from|tlf\.?|telefon|mail|e-mail)\s/)[0] ?? "";
    const bare = new RegExp(`^\\s*${NAME}\\s*$`).exec(before);
    if (bare) name = cleanName(bare[1]);
  }
  if (!name && (email || phone)) {
    // "… kan en af jer ringe mig op? Birgitte Holm, 41 22 87 90": the name opens the last sentence, before the details.
    const detail = Math.min(...[found ? text.indexOf(found) : -1, phoneMatch ? text.indexOf(phoneMatch) : -1].filter((at) => at >= 0));
    const lead = Number.isFinite(detail) ? text.slice(0, detail) : "";
    const last = lead.split(/[.?!\n]\s+|[.?!]$/).at(-1) ?? "";
    // ("ja lad en af jer ringe mig op, Kasper Lund, 31 42 53 64": or the part between the last commas.)
    // ("Jørgen Holm, Holm Tømrer, 40 12 34 56": the first part that is a name, then the company.)
    const named = last.split(",").map((part) => part.trim()).filter(Boolean).map((part) => new RegExp(`^${NAME}$`).exec(part)).find(Boolean) ?? null;
    const bare = new RegExp(`^\\s*${NAME}\\s*[,:-]?\\s*$`).exec(last) ?? named;
    if (bare) name = cleanName(bare[1]);
  }
  const company = name ? findCompany(withoutEmail, phoneMatch, name) : null;
  return company ? { name, email, phone, company } : { name, email, phone };
}

// A company's words: capitalised, or a legal form and the joins a company name has ("Holm & Søn ApS", "A/S").
const COMPANY_WORD = /^(?:[A-ZÆØÅ0-9][\p{L}\d.'’-]*|&|og|A\/S|I\/S|K\/S|P\/S)$/u;
const COMPANY_AFTER = /\b(?:fra|hos|from|at|i firmaet|firmaet|virksomheden)\s+([^,;:\n.!?]+)/i;

function asCompany(raw: string | undefined): string | null {
  const words = (raw ?? "").trim().replace(/\s+(?:og|and|på|tlf\.?|telefon|mail|e-mail|mobil)$/i, "").split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 6 || !words.every((word) => COMPANY_WORD.test(word))) return null;
  if (NOT_NAMES.test(words[0]!) || /^(og|&)$/.test(words[0]!)) return null;
  return words.join(" ").slice(0, 200);
}

/** The company named after the name: "Mette Holm fra Holm VVS", or the part after the name in "Mette Holm, Holm VVS, …". */
function findCompany(text: string, phoneMatch: string | null, name: string): string | null {
  const rest = (phoneMatch ? text.replace(phoneMatch, ",") : text);
  const at = rest.indexOf(name);
  const afterName = at === -1 ? rest : rest.slice(at + name.length);
  const introduced = COMPANY_AFTER.exec(afterName);
  if (introduced) return asCompany(introduced[1]);
  if (at === -1) return null;
  const next = afterName.split(/[,;\n]/).map((part) => part.trim()).filter(Boolean)[0];
  return asCompany(next);
}

