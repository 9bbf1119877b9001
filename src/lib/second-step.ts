import { getSupabase } from "./supabase.ts";

/**
 * True when the stored session is the password step only of an account that has a verified
 * authenticator: the code is still owed, so the session counts as signed out everywhere (header,
 * portal, admin) until it is given. supabase-js answers from the session's JWT and user, with no request.
 */
export async function owesSecondStep(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === "aal2" && data.currentLevel !== "aal2";
}
