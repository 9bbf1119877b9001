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
  const { data, error } = await client().auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  const key = authStorageKey(e2eEnv().apiUrl);
  await page.addInitScript(
    ([storageKey, value]) => {
      if (!window.localStorage.getItem(storageKey)) window.localStorage.setItem(storageKey, value);
    },
    [key, JSON.stringify(data.session)] as const,
  );
  return data.session;
}
