// Contact details a visitor types in a sentence after asking for a person: an e-mail address, a Danish
// phone number (8 digits, spaces allowed, +45 or 0045 in front), and a name when it is introduced
// ("jeg hedder …", "mit navn er …", "det er …", "I'm …", "mvh …") or stands before the address.

export interface ContactDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:(?:\+|00)45[\s-]?)?(?<!\d)(?:\d{2}[\s-]?){3}\d{2}(?!\d)/;
const NAME_WORD = "[A-ZÆØÅ][a-zæøåéü'-]+";
const NAME = `(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`;
const INTRODUCED = [
  new RegExp(`(?:jeg hedder|mit navn er|navnet er|jeg er|det er|her er|i'm|i am|my name is|name is|this is)\\s+${NAME}`, "i"),
  new RegExp(`(?:mvh\\.?|venlig hilsen|hilsen|best regards|regards|cheers|kind regards)[,\\s]+${NAME}`, "i"),
];
/** Words that start a sentence but are no name ("Det er fint", "Jeg er ejer"). */
const NOT_NAMES = /^(fint|ok|okay|godt|ejer|direktør|ansat|interesseret|ikke|på|min|mit|sure|fine|the|a|an|here|interested|owner|ja|nej|yes|no|tak|thanks|kontakt|ring|skriv|e-?mail|mail|telefon|tlf|nummer)$/i;

function cleanName(raw: string | undefined): string | null {
  if (!raw) return null;
  const parts = raw.trim().split(/\s+/);
  while (parts.length && NOT_NAMES.test(parts.at(-1)!)) parts.pop();
  if (!parts.length || NOT_NAMES.test(parts[0]!)) return null;
  return parts.join(" ").slice(0, 200);
}

export function findContact(text: string): ContactDetails {
  const email = EMAIL.exec(text)?.[0] ?? null;
  // Dates look like phone numbers ("2027-06-15", "15/06/2027"); they are none.
  const withoutEmail = (email ? text.replace(email, " ") : text).replace(/\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./]\d{1,2}[./-]\d{2,4}\b/g, " ");
  const phoneMatch = PHONE.exec(withoutEmail)?.[0] ?? null;
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
    const signed = new RegExp(`[,\\-–]\\s*${NAME}\\s*[.!]?\\s*$`).exec(withoutEmail.trim());
    if (signed && /^[A-ZÆØÅ]/.test(signed[1]!)) name = cleanName(signed[1]);
  }
  if (!name && (email || phone)) {
    // "John Carter, john@example.com": a capitalised name right before the details.
    // "Peter Jensen 23 45 67 89": the number itself ends the name.
    // "Ok. Hanne Lund, …": a word of assent before the name is no part of it.
    const rest = (phoneMatch ? withoutEmail.replace(phoneMatch, ",") : withoutEmail).replace(/^\s*(?:ok|okay|ja|yes|sure|fint|super|klart|jo)\b[.,!]?\s*/i, "");
    const before = rest.split(/[,;:\n]|\s(?:og|and|på|tlf\.?|telefon|mail|e-mail)\s/)[0] ?? "";
    const bare = new RegExp(`^\\s*${NAME}\\s*$`).exec(before);
    if (bare) name = cleanName(bare[1]);
  }
  return { name, email, phone };
}

