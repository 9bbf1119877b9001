/**
 * The chat widget's hand-off card (src/features/chat/components/chat-handoff-card.tsx). Its own file, apart from
 * chat.ts: the chat button on every page imports chat.ts, and the privacy policy's link comes with the legal texts,
 * which must stay out of a page's first JavaScript; the card loads with the conversation.
 */
import { PRIVACY_LINK } from "./legal/terms.ts";
import type { SiteIdentity } from "./site.ts";

/** The hand-off card's texts (the response times are the terms' section 8: one working day, incidents around the clock). */
export function chatHandoffContent(identity: Pick<SiteIdentity, "resellerName" | "incidentPhone">) {
  return {
    takenTitle: "En medarbejder har din sag",
    takenBody: `En medarbejder fra ${identity.resellerName} kontakter dig inden for én arbejdsdag.`,
    askTitle: "En medarbejder tager over",
    askBody: `Skriv dit navn og din e-mail eller dit telefonnummer her i chatten, så kontakter en medarbejder fra ${identity.resellerName} dig inden for én arbejdsdag.`,
    privacyBefore: "Vi bruger dine kontaktoplysninger kun til at svare dig på denne henvendelse.",
    privacyLink: "Privatlivspolitik",
    privacyHref: PRIVACY_LINK.href,
    urgentTitle: "Akut sikkerhedshændelse",
    urgentBody: "Ring til vores vagttelefon, døgnet rundt alle ugens dage:",
    urgentPhone: identity.incidentPhone,
  } as const;
}
