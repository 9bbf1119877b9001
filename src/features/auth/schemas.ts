import { z } from "zod";
import { STRICT_EMAIL_PATTERN } from "#shared/lib/email.ts";

/** docs/product-rules.md#accounts-and-sign-in: e-mail and password required; sign-up and new passwords at least 6 characters. */
const PASSWORD_MIN = 6;

const email = z.email({ error: "Enter a valid email address" });
/**
 * A new account's address follows the product's one rule (lib/email.ts): it ends up in the chat, the inbox's links
 * and the lead e-mail. Signing in stays as lenient as the auth server, so an older account is never locked out.
 */
const newEmail = z.email({ error: "Enter a valid email address", pattern: STRICT_EMAIL_PATTERN });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { error: "Password is required" }),
});

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, { error: "Full name is required" }).max(100),
  email: newEmail,
  password: z.string().min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` }),
});

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z.object({
  password: z.string().min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` }),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
