import { z } from "zod";
import { STRICT_EMAIL_PATTERN } from "#shared/lib/email.ts";

/** docs/product-rules.md#accounts-and-sign-in: e-mail and password required; sign-up and new passwords at least 6 characters. */
const PASSWORD_MIN = 6;

/** The rule shown under a new password before it is checked, and the message when it fails: one wording. */
export const PASSWORD_RULE = `Mindst ${PASSWORD_MIN} tegn.`;

const EMAIL_ERROR = "Skriv en gyldig e-mailadresse, fx navn@firma.dk";
const email = z.email({ error: EMAIL_ERROR });
/**
 * A new account's address follows the product's one rule (lib/email.ts): it ends up in the chat, the inbox's links
 * and the lead e-mail. Signing in stays as lenient as the auth server, so an older account is never locked out.
 */
const newEmail = z.email({ error: EMAIL_ERROR, pattern: STRICT_EMAIL_PATTERN });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { error: "Skriv din adgangskode" }),
});

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, { error: "Skriv dit fulde navn" }).max(100, { error: "Navnet må højst være 100 tegn" }),
  email: newEmail,
  password: z.string().min(PASSWORD_MIN, { error: `Adgangskoden skal være mindst ${PASSWORD_MIN} tegn` }),
});

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z.object({
  password: z.string().min(PASSWORD_MIN, { error: `Adgangskoden skal være mindst ${PASSWORD_MIN} tegn` }),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
