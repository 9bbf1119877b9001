/**
 * The admin's session: password sign-in, the second factor (TOTP) when the admin enrolled one, and the
 * verify-admin check (docs/product-rules.md#admin-area). Components and route guards go through these functions
 * and never call supabase directly.
 */
import type { Session } from "@supabase/supabase-js";
import { signOut } from "../../auth/use-session.ts";
import { owesSecondStep } from "../../../lib/second-step.ts";
import { getSupabase } from "../../../lib/supabase.ts";

export type AdminAccess = "no-session" | "not-admin" | "admin";

/**
 * The last positive answer of verify-admin for a user, kept in this browser so the local-first admin
 * screens open after a reload while offline. It only opens screens: every read and write still goes
 * through row-level security on the server, which decides with the real token.
 */
const VERIFIED_KEY = "skjold-admin-verified";

function rememberVerified(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(VERIFIED_KEY, userId);
    else localStorage.removeItem(VERIFIED_KEY);
  } catch {
    // Blocked storage only costs the offline reopening.
  }
}

function wasVerified(userId: string): boolean {
  try {
    return localStorage.getItem(VERIFIED_KEY) === userId;
  } catch {
    return false;
  }
}

/** verify-admin answers per token; the router asks on every admin navigation, so answers are kept per token. */
const answers = new Map<string, boolean>();

export interface SignInResult {
  /** The provider's message when the sign-in failed. */
  error?: string;
  /** The admin enrolled an authenticator: the code must follow before anything else. */
  needsCode: boolean;
}

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) return { error: error.message, needsCode: false };
  return { needsCode: await owesSecondStep() };
}

/** Lifts the session to aal2 with a code from the admin's verified TOTP factor. */
export async function verifySecondFactor(code: string): Promise<{ error?: string }> {
  const supabase = await getSupabase();
  const factors = await supabase.auth.mfa.listFactors();
  if (factors.error) return { error: factors.error.message };
  const factor = factors.data.totp.find((candidate) => candidate.status === "verified");
  if (!factor) return { error: "Ingen godkendelses-app er tilknyttet kontoen" };
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  return error ? { error: error.message } : {};
}

async function askVerifyAdmin(session: Session): Promise<boolean> {
  const known = answers.get(session.access_token);
  if (known !== undefined) return known;
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ isAdmin?: unknown }>("verify-admin", {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  if (error) throw error;
  const isAdmin = data?.isAdmin === true;
  answers.set(session.access_token, isAdmin);
  rememberVerified(isAdmin ? session.user.id : null);
  return isAdmin;
}

/** The login's admin check: true or false, or throws when verify-admin could not answer. */
export async function checkIsAdmin(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) return false;
  return askVerifyAdmin(data.session);
}

/**
 * What the route guards need to know. An admin who enrolled an authenticator but whose session is
 * still at aal1 counts as signed out, so the guard sends them to the login for the code.
 */
export async function adminAccess(): Promise<AdminAccess> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return "no-session";
  if (await owesSecondStep().catch(() => false)) return "no-session";
  try {
    return (await askVerifyAdmin(session)) ? "admin" : "not-admin";
  } catch (error) {
    // Offline (or the function unreachable): the last positive answer for this user opens the screens.
    console.warn("verify-admin could not answer; using this browser's last answer:", error);
    return wasVerified(session.user.id) ? "admin" : "not-admin";
  }
}

export async function signOutAdmin(): Promise<void> {
  answers.clear();
  rememberVerified(null);
  await signOut();
}

/**
 * The signed-in admin's name for a new post's byline: the name given at sign-up, else the part of the
 * e-mail address before the @. Read from the stored session, so it works offline too.
 */
export async function adminDisplayName(): Promise<string> {
  const supabase = await getSupabase();
  const user = (await supabase.auth.getSession()).data.session?.user;
  const metadata: Record<string, unknown> = user?.user_metadata ?? {};
  const name = [metadata.full_name, metadata.name].find((value): value is string => typeof value === "string" && value.trim() !== "");
  return name?.trim() ?? user?.email?.split("@")[0] ?? "";
}
