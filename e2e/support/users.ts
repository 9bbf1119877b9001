import { randomUUID } from "node:crypto";
import { createClient, type Session } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { authStorageKey } from "../../src/features/auth/auth-storage.ts";
import { sql } from "./db.ts";
import { e2eEnv } from "./env.ts";

export interface E2EUser {
  id: string;
  email: string;
  password: string;
  /** Base32 secret of the user's verified TOTP factor, when enrolled. */
  totpSecret?: string;
}

function client() {
  const { apiUrl, anonKey } = e2eEnv();
  return createClient(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export function totpCode(secret: string): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** Signs up a fresh user through the real auth server; `admin` grants the role, `totp` enrols a verified factor. */
export async function createUser(options: { admin?: boolean; totp?: boolean } = {}): Promise<E2EUser> {
  const email = `e2e-${randomUUID()}@example.dk`;
  const password = `Pw-${randomUUID()}`;
  const auth = client().auth;
  const signUp = await auth.signUp({ email, password, options: { data: { full_name: "E2E Bruger" } } });
  if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
  const user: E2EUser = { id: signUp.data.user.id, email, password };
  if (options.admin) await sql("insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.id]);
  if (options.totp) {
    const signedIn = client();
    const signIn = await signedIn.auth.signInWithPassword({ email, password });
    if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
    const enrolled = await signedIn.auth.mfa.enroll({ factorType: "totp", issuer: "Skjold", friendlyName: "Telefon" });
    if (enrolled.error || enrolled.data.type !== "totp") throw new Error(`enrol failed: ${enrolled.error?.message}`);
    const verified = await signedIn.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    if (verified.error) throw new Error(`factor verify failed: ${verified.error.message}`);
    user.totpSecret = enrolled.data.totp.secret;
  }
  return user;
}

/** Signs the user in over the API and gives the page that session, as supabase-js would have stored it. */
export async function signInPage(page: Page, user: E2EUser): Promise<Session> {
  const session = await signIn(user);
  await giveSession(page, session);
  return session;
}

async function signIn(user: E2EUser): Promise<Session> {
  const { data, error } = await client().auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return data.session;
}

/** The page's storage holds the session before the app reads it, on every load, unless the app has replaced it. */
async function giveSession(page: Page, session: Session): Promise<void> {
  const key = authStorageKey(e2eEnv().apiUrl);
  await page.addInitScript(
    ([storageKey, value]) => {
      if (!window.localStorage.getItem(storageKey)) window.localStorage.setItem(storageKey, value);
    },
    [key, JSON.stringify(session)] as const,
  );
}

/**
 * One admin for a spec file, made and signed in once (at the first test that asks), whose stored session each
 * test's page then starts with. Each test still has a fresh browser (its own context: no admin store, drafts or
 * worker from an earlier test); only the sign-up and the password sign-in over the API are done once, instead of
 * per test (docs/suite-time.md, eighth round).
 *
 * Call it once at the top of a spec file. Not for a test that signs out: supabase-js signs out every session of
 * the user, the shared one too. Those, and tests about signing in, make their own user with createUser.
 */
export function adminPerFile(): (page: Page) => Promise<E2EUser> {
  let signedIn: Promise<{ user: E2EUser; session: Session }> | undefined;
  return async (page) => {
    signedIn ??= createUser({ admin: true })
      .then(async (user) => ({ user, session: await signIn(user) }))
      .catch((error: unknown) => {
        // The next test tries again rather than failing on this one's answer.
        signedIn = undefined;
        throw error;
      });
    const { user, session } = await signedIn;
    await giveSession(page, session);
    return user;
  };
}
