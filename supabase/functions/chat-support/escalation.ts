// When the visitor asks for a person. Phrases, not single words: "medarbejder" alone also appears in
// every price question ("pr. medarbejder").
import type { SiteIdentity } from "../_shared/content/site.ts";

const ASKS_FOR_HUMAN =
  /(tale|snakke|chatte|skrive)\s+med\s+(en|et|nogen|jer|jeres|din|dine|support)\b|\bet\s+menneske\b|\brigtig(e)?\s+person|\b(ring|kontakt)(e)?\s+(mig|til\s+mig)\b|\bblive\s+(ringet\s+op|kontaktet)\b|\b(human|real person|talk to (a|someone)|speak to (a|someone))\b/i;

export function asksForHuman(text: string): boolean {
  return ASKS_FOR_HUMAN.test(text);
}

export const ESCALATION_REASONS = {
  askedForHuman: "Den besøgende bad om at blive kontaktet af en medarbejder.",
  noAnswer: "Assistenten fandt ikke et svar i vidensbasen.",
} as const;

/** How the visitor will be contacted: by the signed-in e-mail, else by what they leave in the chat or the form. */
export function contactPromise(identity: SiteIdentity, email: string | null): string {
  const how = email
    ? `En medarbejder fra ${identity.resellerName} kontakter dig på **${email}** inden for én arbejdsdag.`
    : `Skriv gerne din e-mail eller dit telefonnummer her i chatten, så kontakter en medarbejder fra ${identity.resellerName} dig inden for én arbejdsdag. Du kan også trykke på 'Kontakt os direkte' og sende os en besked via kontaktformularen.`;
  return `${how} Har det travlt, kan du skrive til ${identity.supportEmail}.`;
}

export function escalationReply(identity: SiteIdentity, email: string | null): string {
  return `Jeg har givet vores supportteam besked om din henvendelse. ${contactPromise(identity, email)}`;
}
