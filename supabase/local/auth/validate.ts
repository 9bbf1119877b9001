import { z } from "zod";
import { badRequest } from "./errors.ts";
import { isStrictEmail } from "../../functions/_shared/lib/email.ts";

// checkmail.ValidateFormat, the check GoTrue runs on every e-mail address it is given.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * GoTrue's validateEmail: required, at most 255 characters, well-formed; returned lower-cased. Every address this
 * server stores passes here (sign-up, a user's or an admin's change, invite, generated links), and here it is held to
 * the product's stricter rule too (supabase/functions/_shared/lib/email.ts): GoTrue's format takes
 * "kontakt%40firma.dk?bcc=spy%40evil.example&body=…@example.com", which became a mailto: with a hidden Bcc in the
 * inbox (issue 35). Same error as GoTrue's own refusal.
 */
export function validateEmail(email: string): string {
  if (email === "") throw badRequest("validation_failed", "An email address is required");
  if (email.length > 255) throw badRequest("validation_failed", "An email address is too long");
  if (!EMAIL_FORMAT.test(email) || !isStrictEmail(email)) throw badRequest("validation_failed", "Unable to validate email address: invalid format");
  return email.toLowerCase();
}

/** GoTrue's validatePhone: E.164 digits, stored without the leading "+". */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, "").replaceAll(" ", "");
  if (!/^[1-9][0-9]{1,14}$/.test(digits)) {
    throw badRequest("validation_failed", "Invalid phone number format (E.164 required)");
  }
  return digits;
}

// Go's encoding/json leaves a field at its zero value when the JSON has null, so null is accepted everywhere.
export const str = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
export const optionalStr = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
export const jsonMap = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? undefined);
