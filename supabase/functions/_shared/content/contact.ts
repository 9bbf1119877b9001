/** Copy of the landing page's contact section (#contact) and its form's messages, shared with the contact-submit function. */
import { formatAddress, formatCvr, type SiteIdentity } from "./site.ts";
import { INCIDENT_HOURS, SUPPORT_PROMISE } from "./support.ts";

export function contactContent(identity: SiteIdentity) {
  return {
    heading: "Kontakt os",
    intro:
      `Vil I se platformen i praksis, have hjælp til at vælge plan eller bare stille et spørgsmål? Skriv til os. ${SUPPORT_PROMISE.other}`,
    fields: {
      name: { label: "Navn", placeholder: "Dit fulde navn" },
      email: { label: "E-mail", placeholder: "navn@virksomhed.dk" },
      company: { label: "Virksomhed", placeholder: "Virksomhedens navn" },
      message: { label: "Besked", placeholder: "Fortæl kort, hvad vi kan hjælpe med" },
    },
    optionalMarker: "(valgfri)",
    submit: "Send besked",
    submitting: "Sender...",
    /** After a sent (or queued) message the confirmation takes the form's place; this brings an empty form back. */
    newMessage: "Skriv en ny besked",
    errors: {
      nameRequired: "Skriv dit navn.",
      emailRequired: "Skriv din e-mailadresse.",
      emailInvalid: "Skriv en gyldig e-mailadresse, f.eks. navn@virksomhed.dk.",
      tooManyRequests: "Du har sendt flere beskeder på kort tid. Vent et øjeblik, og prøv igen.",
      sendFailed: `Beskeden kunne ikke sendes. Prøv igen, eller skriv direkte til ${identity.supportEmail}.`,
    },
    success: {
      title: "Tak for din besked",
      text: "Vi har modtaget din henvendelse og vender tilbage inden for én arbejdsdag.",
    },
    queuedOffline: {
      title: "Beskeden er gemt",
      text: "Du er offline lige nu. Beskeden bliver sendt automatisk, så snart forbindelsen er tilbage.",
    },
    queuedSent: {
      title: "Din gemte besked er sendt",
      text: "Vi har modtaget den besked, du skrev, mens du var offline.",
    },
    details: {
      heading: "Kontaktoplysninger",
      email: { label: "E-mail", value: identity.supportEmail, href: `mailto:${identity.supportEmail}` },
      address: { label: "Adresse", value: formatAddress(identity.address) },
      company: { label: "Virksomhed", value: `${identity.resellerName}, ${formatCvr(identity.cvr)}` },
      // The footer's incident line, here too: someone under attack who scrolls to "Kontakt" must not have to find the footer.
      incident: { label: "Akut sikkerhedshændelse", value: identity.incidentPhone, hours: INCIDENT_HOURS },
    },
  };
}
