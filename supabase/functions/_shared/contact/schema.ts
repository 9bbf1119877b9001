/**
 * The contact form's validation, shared by the form (react-hook-form) and the contact-submit edge function,
 * so both always apply the same rules with the same Danish messages. It is a factory taking zod's builders
 * because the app bundles zod from node_modules while Deno loads it as `npm:zod@…`
 * (supabase/functions/_shared/deps.ts): this file only imports zod's types, which disappear when it runs.
 * It asks for the few builders it uses rather than the whole `z` namespace: handing the namespace around
 * as a value stops the bundler from tree-shaking it (all of zod's locales and JSON-schema code, ~40 kB gzip).
 */
import type { z as Zod } from "zod";
import { CONTACT_LIMIT_MESSAGES, CONTACT_LIMITS, CONTACT_REQUEST_MESSAGES } from "../content/contact-form.ts";
import { isStorableText, singleLine, UNSTORABLE_TEXT_MESSAGE } from "../lib/text.ts";
import { STRICT_EMAIL_PATTERN } from "../lib/email.ts";

export interface ContactValidationMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  nameTooLong: string;
  emailTooLong: string;
  companyTooLong: string;
  messageTooLong: string;
  invalidBody: string;
  invalidClientId: string;
  /** A NUL or half an emoji (a lone surrogate), which Postgres cannot store. */
  unstorableText: string;
}

/** Completes landing.ts's contact errors (`contactContent(identity).errors`) with the limit messages. */
export function contactValidationMessages(
  errors: Pick<ContactValidationMessages, "nameRequired" | "emailRequired" | "emailInvalid">,
): ContactValidationMessages {
  return {
    nameRequired: errors.nameRequired,
    emailRequired: errors.emailRequired,
    emailInvalid: errors.emailInvalid,
    ...CONTACT_LIMIT_MESSAGES,
    invalidBody: CONTACT_REQUEST_MESSAGES.invalidBody,
    invalidClientId: CONTACT_REQUEST_MESSAGES.invalidClientId,
    unstorableText: UNSTORABLE_TEXT_MESSAGE,
  };
}

/** The zod builders the contact schema is made of; `z` itself fits (the edge function passes it). */
export type ContactZod = Pick<typeof Zod, "object" | "string" | "email">;
export type ContactRequestZod = ContactZod & Pick<typeof Zod, "uuid">;

/** The visitor's fields (name and email required, email-typed; company and message optional). */
export function createContactSchema(z: ContactZod, messages: ContactValidationMessages) {
  // An optional field may be missing or blank; blank is stored as null by the function.
  const storable = { error: messages.unstorableText };
  const optionalText = (max: number, tooLong: string) =>
    z.string(messages.invalidBody).trim().max(max, tooLong).refine(isStorableText, storable).optional();
  // A name or a company is one line: line breaks (a text field cannot hold one, a crafted request can) become
  // spaces, so none can forge a line in the reseller's lead e-mail.
  const oneLine = (max: number, tooLong: string) =>
    z.string(messages.invalidBody).overwrite(singleLine).trim().max(max, tooLong).refine(isStorableText, storable).optional();
  return z.object(
    {
      name: z
        .string(messages.nameRequired)
        .overwrite(singleLine)
        .trim()
        .min(1, messages.nameRequired)
        .max(CONTACT_LIMITS.name, messages.nameTooLong)
        .refine(isStorableText, storable),
      // Required before format, and the format is checked only on a value of sensible length: one message at a time.
      email: z
        .string(messages.emailRequired)
        .trim()
        .min(1, messages.emailRequired)
        .max(CONTACT_LIMITS.email, messages.emailTooLong)
        .refine(isStorableText, { ...storable, abort: true })
        // The product's one rule for an address (lib/email.ts): no '?', '&', '%', '/' … that could turn the
        // inbox's mailto: link into a query, and a domain with a dot. Postgres checks the same.
        .pipe(z.email({ error: messages.emailInvalid, pattern: STRICT_EMAIL_PATTERN })),
      company: oneLine(CONTACT_LIMITS.company, messages.companyTooLong),
      message: optionalText(CONTACT_LIMITS.message, messages.messageTooLong),
    },
    messages.invalidBody,
  );
}

/** What the browser sends: the fields plus the submission's id, which makes retries idempotent. */
export function createContactRequestSchema(z: ContactRequestZod, messages: ContactValidationMessages) {
  return createContactSchema(z, messages).extend({ clientId: z.uuid(messages.invalidClientId) });
}

type ContactSchema = ReturnType<typeof createContactSchema>;
/** The form's values as typed (before trimming). */
export type ContactFormValues = Zod.input<ContactSchema>;
/** Validated, trimmed values. */
export type ContactFields = Zod.output<ContactSchema>;
export type ContactRequest = ContactFields & { clientId: string };
