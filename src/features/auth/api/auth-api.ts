// The auth calls of the /auth page (docs/product-rules.md#accounts-and-sign-in). Errors carry the provider's message, which the
// toasts show as it is.
import { owesSecondStep } from "../../../lib/second-step.ts";
import { getSupabase } from "../../../lib/supabase.ts";
import type { ForgotPasswordValues, NewPasswordValues, SignInValues, SignUpValues } from "../schemas.ts";

const siteRoot = () => `${window.location.origin}/`;

export async function signUp(values: SignUpValues): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: { data: { full_name: values.fullName }, emailRedirectTo: siteRoot() },
  });
  if (error) throw error;
}

/** Signs in; 'mfa' when the account has a verified factor and the code is still to be given. */
export async function signIn(values: SignInValues): Promise<"done" | "mfa"> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword(values);
  if (error) throw error;
  return (await owesSecondStep()) ? "mfa" : "done";
}

/** The second step: a TOTP code for the user's verified factor. */
export async function verifySignInCode(code: string): Promise<void> {
  const supabase = await getSupabase();
  const { data: factors, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  const factor = factors.totp.find((candidate) => candidate.status === "verified");
  if (!factor) throw new Error("No verified authenticator");
  const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verifyError) throw verifyError;
}

export async function requestPasswordReset(values: ForgotPasswordValues): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(values.email, {
    redirectTo: `${window.location.origin}/auth?reset=true`,
  });
  if (error) throw error;
}

export async function updatePassword(values: NewPasswordValues): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password: values.password });
  if (error) throw error;
}

export async function currentSession() {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session;
}
