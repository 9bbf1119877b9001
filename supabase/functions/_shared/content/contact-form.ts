/**
 * Rules and texts of the contact form that landing.ts's contact copy does not cover: the length limits
 * (shared by the form, the contact-submit edge function and the contact_messages table's checks) and the
 * messages for breaking them or for a request the function cannot read.
 *
 * Plain data and pure helpers only: the Deno edge function imports this file too.
 */
import { formatDanishInteger } from "../lib/format.ts";

export const CONTACT_LIMITS = {
  name: 100,
  /** The longest address SMTP can deliver to (RFC 5321). */
  email: 254,
  company: 100,
  message: 5000,
} as const;

/** At most this many stored messages per sender address within the window (see contact-submit). */
export const CONTACT_RATE_LIMIT = { maxPerWindow: 5, windowSeconds: 10 * 60 } as const;

export const CONTACT_LIMIT_MESSAGES = {
  nameTooLong: `Navnet må højst være ${formatDanishInteger(CONTACT_LIMITS.name)} tegn.`,
  emailTooLong: `E-mailadressen må højst være ${formatDanishInteger(CONTACT_LIMITS.email)} tegn.`,
  companyTooLong: `Virksomhedens navn må højst være ${formatDanishInteger(CONTACT_LIMITS.company)} tegn.`,
  messageTooLong: `Beskeden må højst være ${formatDanishInteger(CONTACT_LIMITS.message)} tegn.`,
} as const;

/** What the edge function answers when the request itself is wrong; the form never shows these. */
export const CONTACT_REQUEST_MESSAGES = {
  invalidJson: "Forespørgslen kunne ikke læses: indholdet er ikke gyldig JSON.",
  invalidBody: "Formularen indeholder fejl. Ret de markerede felter, og prøv igen.",
  invalidClientId: "Forespørgslen mangler et gyldigt id (clientId).",
  notSaved: "Beskeden kunne ikke gemmes lige nu. Prøv igen om lidt.",
} as const;
