import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import { SignJWT, decodeJwt } from "jose";
import { Secret, TOTP } from "otpauth";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage, Outbox } from "../../supabase/local/context.ts";
import { createAuthService } from "../../supabase/local/auth/index.ts";
import { anonClient, mailbox, serviceClient, sql, stackInfo, type Client } from "./support/clients.ts";
import { createPool } from "../../supabase/local/postgres.ts";

// The auth server through @supabase/supabase-js, the way the app uses it, against the throwaway stack.

const freshEmail = () => `auth-${randomUUID()}@example.dk`;
const freshPassword = () => `Pw-${randomUUID().slice(0, 12)}`;

interface Account {
  email: string;
  password: string;
  id: string;
  client: Client;
}

async function signedUp(fullName = "Test Bruger"): Promise<Account> {
  const email = freshEmail();
  const password = freshPassword();
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { full_name: fullName } } });
  expect(error).toBeNull();
  expect(data.user).not.toBeNull();
  return { email, password, id: data.user?.id ?? "", client };
}

async function signedIn(account: Pick<Account, "email" | "password">): Promise<{ client: Client; accessToken: string; refreshToken: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  expect(error).toBeNull();
  return { client, accessToken: data.session?.access_token ?? "", refreshToken: data.session?.refresh_token ?? "" };
}

function signToken(claims: Record<string, unknown>, secret = stackInfo().jwtSecret): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(new TextEncoder().encode(secret));
}

const totpCode = (secret: string) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

describe("sign-up", () => {
  it("creates a confirmed user with full_name in user_metadata and returns a session", async () => {
    const email = freshEmail();
    const { data, error } = await anonClient().auth.signUp({
      email: email.toUpperCase(),
      password: "hemmelig1",
      options: { data: { full_name: "Anne Jensen" }, emailRedirectTo: stackInfo().siteUrl },
    });
    expect(error).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Anne Jensen", email_verified: true },
      is_anonymous: false,
    });
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.identities?.[0]).toMatchObject({ provider: "email", id: user?.id, user_id: user?.id, email });
    expect(data.session?.token_type).toBe("bearer");
    expect(data.session?.expires_in).toBe(3600);

    const [row] = await sql<{ encrypted_password: string; raw_user_meta_data: { full_name: string } }>(
      "select encrypted_password, raw_user_meta_data from auth.users where id = $1",
      [user?.id],
    );
    // bcrypt as GoTrue writes it; at cost 4 on this throwaway stack (cost 10 by default: tests/unit/auth-config.test.ts).
    expect(row?.encrypted_password).toMatch(/^\$2a\$04\$/);
    expect(row?.encrypted_password).not.toContain("hemmelig1");
    expect(row?.raw_user_meta_data.full_name).toBe("Anne Jensen");
  });

  it("refuses an address that is already registered, in any letter case", async () => {
    const account = await signedUp();
    const { data, error } = await anonClient().auth.signUp({ email: account.email.toUpperCase(), password: freshPassword() });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });
  });

  it("refuses passwords shorter than 6 characters as a weak password", async () => {
    const { error } = await anonClient().auth.signUp({ email: freshEmail(), password: "12345" });
    expect(error).toMatchObject({ status: 422, code: "weak_password", message: "Password should be at least 6 characters." });
    expect(error && "reasons" in error ? error.reasons : []).toEqual(["length"]);
  });

  it("refuses malformed e-mail addresses with 400 validation_failed", async () => {
    for (const email of ["not-an-email", "a@", "@example.dk", "a b@example.dk"]) {
      const { error } = await anonClient().auth.signUp({ email, password: "hemmelig1" });
      expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "Unable to validate email address: invalid format" });
    }
  });
});

describe("password sign-in and access tokens", () => {
  it("signs in and issues an HS256 access token with GoTrue's claims", async () => {
    const account = await signedUp("Bo Hansen");
    const { accessToken } = await signedIn(account);
    const header = JSON.parse(Buffer.from(accessToken.split(".")[0] ?? "", "base64url").toString()) as { alg: string };
    expect(header.alg).toBe("HS256");
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      iss: `${stackInfo().apiUrl}/auth/v1`,
      sub: account.id,
      aud: "authenticated",
      email: account.email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Bo Hansen" },
      is_anonymous: false,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    const [session] = await sql("select id from auth.sessions where id = $1 and user_id = $2", [claims.session_id, account.id]);
    expect(session).toBeDefined();
  });

  it("answers a wrong password and an unknown e-mail alike with 400 invalid_credentials", async () => {
    const account = await signedUp();
    for (const attempt of [
      { email: account.email, password: "forkert-kodeord" },
      { email: freshEmail(), password: account.password },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    }
  });

  it("accepts bcrypt hashes made by pgcrypto in seed SQL", async () => {
    const email = freshEmail();
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
         email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt('seed-kodeord', extensions.gen_salt('bf')), now(),
         '{"provider":"email","providers":["email"]}', '{}', now(), now(), '', '', '', '')`,
      [email],
    );
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password: "seed-kodeord" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it("GET /user answers the signed-in user with identities", async () => {
    const account = await signedUp("Carla");
    const { data, error } = await account.client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: account.id, email: account.email, user_metadata: { full_name: "Carla" } });
    expect(data.user?.identities).toHaveLength(1);
  });

  it("refuses an expired access token with 403 bad_jwt", async () => {
    const account = await signedUp();
    const { accessToken } = await signedIn(account);
    const claims = decodeJwt(accessToken);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signToken({ ...claims, iat: now - 7200, exp: now - 3600 });
    const { data, error } = await anonClient().auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 403,
      code: "bad_jwt",
      message: "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired",
    });
  });

  it("refuses a token signed with another secret, and garbage, with 403 bad_jwt", async () => {
    const account = await signedUp();
    const { accessToken } = await signedIn(account);
    const forged = await signToken(decodeJwt(accessToken), "some-other-secret-that-is-at-least-32-chars");
    const forgedResult = await anonClient().auth.getUser(forged);
    expect(forgedResult.error).toMatchObject({
      status: 403,
      code: "bad_jwt",
      message: "invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid",
    });
    const garbage = await anonClient().auth.getUser("not.a.jwt");
    expect(garbage.error).toMatchObject({ status: 403, code: "bad_jwt" });
  });
});

describe("tokens that really expire (an auth server instance with GOTRUE_JWT_EXP=3 on the same database)", () => {
  let server: Server;
  let pool: pg.Pool;
  let shortLivedUrl: string;

  beforeAll(async () => {
    pool = createPool(stackInfo().dbUrl, 2);
    const outbox: Outbox = {
      send: async (message) => ({ ...message, id: randomUUID(), createdAt: new Date().toISOString(), links: [] }) as MailMessage,
      list: async () => [],
      clear: async () => undefined,
    };
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    shortLivedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const handler = createAuthService(
      {
        db: pool,
        jwtSecret: stackInfo().jwtSecret,
        apiUrl: shortLivedUrl,
        siteUrl: stackInfo().siteUrl,
        redirectAllowList: [],
        outbox,
        dataDir: "",
        log: () => undefined,
      },
      { jwtExp: 3 },
    );
    server.on("request", (req, res) => {
      const url = new URL(req.url ?? "/", shortLivedUrl);
      void handler(req, res, url.pathname.replace(/^\/auth\/v1/, "") || "/", url);
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  });

  it("issues tokens valid for three seconds that /user refuses once expired, while the refresh token still works", async () => {
    const account = await signedUp();
    const client = createClient(shortLivedUrl, stackInfo().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { data } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
    const session = data.session;
    expect(session?.expires_in).toBe(3);
    // Three seconds, not one: with the browser tests beside it on two cores, a second could pass between
    // the sign-in and the first check.
    expect((await client.auth.getUser(session?.access_token)).error).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 4100));
    const expired = await anonClient().auth.getUser(session?.access_token);
    expect(expired.error).toMatchObject({ status: 403, code: "bad_jwt", message: expect.stringContaining("token is expired") });

    const refreshed = await anonClient().auth.refreshSession({ refresh_token: session?.refresh_token ?? "" });
    expect(refreshed.error).toBeNull();
    expect((await anonClient().auth.getUser(refreshed.data.session?.access_token)).data.user?.id).toBe(account.id);
  });
});

describe("refresh-token rotation", () => {
  it("rotates: each refresh revokes the used token and issues its child in the same session", async () => {
    const account = await signedUp();
    const first = await signedIn(account);
    const { data, error } = await first.client.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session;
    expect(second?.refresh_token).not.toBe(first.refreshToken);
    expect(decodeJwt(second?.access_token ?? "").session_id).toBe(decodeJwt(first.accessToken).session_id);
    const rows = await sql<{ token: string; revoked: boolean; parent: string | null }>(
      "select token, revoked, parent from auth.refresh_tokens where token = any($1) order by id",
      [[first.refreshToken, second?.refresh_token]],
    );
    expect(rows).toEqual([
      { token: first.refreshToken, revoked: true, parent: null },
      { token: second?.refresh_token, revoked: false, parent: first.refreshToken },
    ]);
  });

  it("hands the active token back when the client reuses its direct parent (a lost refresh response)", async () => {
    const account = await signedUp();
    const first = await signedIn(account);
    const second = await anonClient().auth.refreshSession({ refresh_token: first.refreshToken });
    const again = await anonClient().auth.refreshSession({ refresh_token: first.refreshToken });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(second.data.session?.refresh_token);
  });

  it("refuses a reused older token with 400 refresh_token_already_used and revokes the whole session", async () => {
    const account = await signedUp();
    const first = await signedIn(account);
    const second = await anonClient().auth.refreshSession({ refresh_token: first.refreshToken });
    const third = await anonClient().auth.refreshSession({ refresh_token: second.data.session?.refresh_token ?? "" });
    expect(third.error).toBeNull();
    // Past the 10 s reuse interval of `supabase start`: move the revocation back instead of sleeping.
    await sql("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1", [first.refreshToken]);

    const reused = await anonClient().auth.refreshSession({ refresh_token: first.refreshToken });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({ status: 400, code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });

    const sessionId = decodeJwt(first.accessToken).session_id;
    const live = await sql("select token from auth.refresh_tokens where session_id = $1 and not revoked", [sessionId]);
    expect(live).toEqual([]);
    await sql("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where session_id = $1", [sessionId]);
    const latest = await anonClient().auth.refreshSession({ refresh_token: third.data.session?.refresh_token ?? "" });
    expect(latest.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
  });

  it("refuses an unknown refresh token with 400 refresh_token_not_found", async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: "does-not-exist" });
    expect(error).toMatchObject({ status: 400, code: "refresh_token_not_found", message: "Invalid Refresh Token: Refresh Token Not Found" });
  });
});

describe("sign-out", () => {
  it("scope others ends the other sessions only; global ends all and the old token's session is gone", async () => {
    const account = await signedUp();
    const laptop = await signedIn(account);
    const phone = await signedIn(account);

    expect((await laptop.client.auth.signOut({ scope: "others" })).error).toBeNull();
    const phoneRefresh = await anonClient().auth.refreshSession({ refresh_token: phone.refreshToken });
    expect(phoneRefresh.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    expect((await laptop.client.auth.getUser()).error).toBeNull();

    expect((await laptop.client.auth.signOut()).error).toBeNull();
    const afterSignOut = await anonClient().auth.getUser(laptop.accessToken);
    expect(afterSignOut.error).toMatchObject({ name: "AuthSessionMissingError" });
    expect(await sql("select id from auth.sessions where user_id = $1", [account.id])).toEqual([]);
  });

  it("scope local ends only the current session", async () => {
    const account = await signedUp();
    const laptop = await signedIn(account);
    const phone = await signedIn(account);
    expect((await laptop.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await anonClient().auth.getUser(phone.accessToken)).error).toBeNull();
    expect((await anonClient().auth.getUser(laptop.accessToken)).error).toMatchObject({ name: "AuthSessionMissingError" });
  });
});

describe("updating the user", () => {
  it("merges user_metadata (null removes a key) and the next token carries it", async () => {
    const account = await signedUp("Gammelt Navn");
    await account.client.auth.updateUser({ data: { company: "Nordvagt" } });
    const { data, error } = await account.client.auth.updateUser({ data: { full_name: "Nyt Navn", company: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: "Nyt Navn", email_verified: true });
    const refreshed = await account.client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? "").user_metadata).toEqual({ full_name: "Nyt Navn", email_verified: true });
  });

  it("changes the password: the new one signs in, the old one does not, other sessions end", async () => {
    const account = await signedUp();
    const other = await signedIn(account);
    const { error } = await account.client.auth.updateUser({ password: "helt-nyt-kodeord" });
    expect(error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: account.email, password: account.password })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect((await anonClient().auth.signInWithPassword({ email: account.email, password: "helt-nyt-kodeord" })).error).toBeNull();
    expect((await anonClient().auth.refreshSession({ refresh_token: other.refreshToken })).error).toMatchObject({
      code: "refresh_token_not_found",
    });
    expect((await account.client.auth.getUser()).error).toBeNull();
  });

  it("refuses a weak new password and the unchanged password", async () => {
    const account = await signedUp();
    expect((await account.client.auth.updateUser({ password: "123" })).error).toMatchObject({ status: 422, code: "weak_password" });
    expect((await account.client.auth.updateUser({ password: account.password })).error).toMatchObject({
      status: 422,
      code: "same_password",
      message: "New password should be different from the old password.",
    });
  });
});

describe("password reset through the e-mail link", () => {
  const resetRedirect = () => `${stackInfo().siteUrl}/auth?reset=true`;

  async function resetLink(email: string): Promise<{ link: string; message: MailMessage }> {
    const messages = await mailbox(email);
    const message = messages[0];
    if (!message) throw new Error(`no e-mail for ${email}`);
    const link = message.links[0];
    if (!link) throw new Error("the e-mail has no link");
    return { link, message };
  }

  it("mails a /verify link that redirects to the app with a recovery session in the fragment", async () => {
    const account = await signedUp();
    const { error } = await anonClient().auth.resetPasswordForEmail(account.email, { redirectTo: resetRedirect() });
    expect(error).toBeNull();

    const { link, message } = await resetLink(account.email);
    // config.toml's Danish template, rendered with GoTrue's fields.
    expect(message.subject).toBe("Nulstil din adgangskode");
    expect(message.html).toContain('<html lang="da">');
    expect(message.html).toContain(account.email);
    expect(message.text).toContain("Vælg ny adgangskode: ");
    const linkUrl = new URL(link);
    expect(`${linkUrl.origin}${linkUrl.pathname}`).toBe(`${stackInfo().apiUrl}/auth/v1/verify`);
    expect(linkUrl.searchParams.get("type")).toBe("recovery");
    expect(linkUrl.searchParams.get("redirect_to")).toBe(resetRedirect());
    expect(message.text).toMatch(/kode: \d{6}/);

    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(resetRedirect());
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()].sort()).toEqual(["access_token", "expires_at", "expires_in", "refresh_token", "token_type", "type"]);
    expect(fragment.get("type")).toBe("recovery");
    expect(fragment.get("token_type")).toBe("bearer");
    expect(decodeJwt(fragment.get("access_token") ?? "").amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);

    // What the app's "set new password" view does with the session detectSessionInUrl picked up.
    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: "nulstillet-kodeord" })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: account.email, password: "nulstillet-kodeord" })).error).toBeNull();

    // The link is single-use: a second visit redirects with GoTrue's error fragment.
    const again = await fetch(link, { redirect: "manual" });
    expect(again.status).toBe(303);
    const errorFragment = new URLSearchParams(new URL(again.headers.get("location") ?? "").hash.slice(1));
    expect(Object.fromEntries(errorFragment)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  });

  it("answers 200 for an unknown address and sends nothing", async () => {
    const email = freshEmail();
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: resetRedirect() });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailbox(email)).toEqual([]);
  });

  it("sends foreign redirect targets to the site URL instead", async () => {
    const account = await signedUp();
    await anonClient().auth.resetPasswordForEmail(account.email, { redirectTo: "https://evil.example/steal" });
    const { link } = await resetLink(account.email);
    expect(new URL(link).searchParams.get("redirect_to")).toBe(stackInfo().siteUrl);
  });

  it("lets the code in the e-mail be verified with verifyOtp instead of the link", async () => {
    const account = await signedUp();
    await anonClient().auth.resetPasswordForEmail(account.email, { redirectTo: resetRedirect() });
    const { message } = await resetLink(account.email);
    const code = /kode: (\d{6})/.exec(message.text)?.[1] ?? "";
    const wrong = await anonClient().auth.verifyOtp({ email: account.email, token: code === "000000" ? "111111" : "000000", type: "recovery" });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });
    const { data, error } = await anonClient().auth.verifyOtp({ email: account.email, token: code, type: "recovery" });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(account.id);
  });

  it("accepts the link's token hash through POST /verify (verifyOtp with token_hash), once", async () => {
    const account = await signedUp();
    await anonClient().auth.resetPasswordForEmail(account.email, { redirectTo: resetRedirect() });
    const { link } = await resetLink(account.email);
    const tokenHash = new URL(link).searchParams.get("token") ?? "";
    const { data, error } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(account.id);
    const again = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired", message: "Email link is invalid or has expired" });
  });

  it("supports PKCE clients: the link redirects with ?code= that exchanges for a session", async () => {
    const account = await signedUp();
    const storage = new Map<string, string>();
    const pkceClient = createClient(stackInfo().apiUrl, stackInfo().anonKey, {
      auth: {
        flowType: "pkce",
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => storage.get(key) ?? null,
          setItem: (key, value) => void storage.set(key, value),
          removeItem: (key) => void storage.delete(key),
        },
      },
    });
    expect((await pkceClient.auth.resetPasswordForEmail(account.email, { redirectTo: resetRedirect() })).error).toBeNull();
    const { link } = await resetLink(account.email);
    const response = await fetch(link, { redirect: "manual" });
    const location = new URL(response.headers.get("location") ?? "");
    const code = location.searchParams.get("code") ?? "";
    expect(code).not.toBe("");
    expect(location.hash).toBe("");
    const { data, error } = await pkceClient.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(account.id);
    expect(decodeJwt(data.session?.access_token ?? "").amr).toEqual([{ method: "recovery", timestamp: expect.any(Number) }]);
  });
});

describe("TOTP multi-factor authentication", () => {
  it("enrols, challenges and verifies a TOTP factor, lifting the session to aal2, then unenrols it", async () => {
    const account = await signedUp();
    const { client } = account;

    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", issuer: "Skjold", friendlyName: "Telefon" });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    if (!factor || factor.type !== "totp") throw new Error("expected a TOTP factor");
    expect(factor.friendly_name).toBe("Telefon");
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Skjold:/);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    // Not verified yet: the factor is listed but does not count, and the session stays aal1.
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: "totp", id: expect.any(String) });
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);

    const wrongCode = totpCode(factor.totp.secret) === "000000" ? "111111" : "000000";
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? "", code: wrongCode });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed", message: "Invalid TOTP code entered" });

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? "",
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data?.access_token ?? "");
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual(["password", "totp"]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp).toEqual([expect.objectContaining({ id: factor.id, status: "verified", factor_type: "totp" })]);

    // A challenge is single-use.
    const replay = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? "",
      code: totpCode(factor.totp.secret),
    });
    expect(replay.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });

    // A new sign-in starts at aal1 until the factor is verified again.
    const second = await signedIn(account);
    expect(decodeJwt(second.accessToken).aal).toBe("aal1");
    expect((await second.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const needsAal2 = await second.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(needsAal2.error).toMatchObject({ status: 422, code: "insufficient_aal" });
    const enrolAnother = await second.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Anden" });
    expect(enrolAnother.error).toMatchObject({ status: 403, code: "insufficient_aal" });
    const stepUp = await second.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    expect(stepUp.error).toBeNull();

    const unenrolled = await second.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrolled.error).toBeNull();
    expect(unenrolled.data).toEqual({ id: factor.id });
    const afterUnenrol = await second.client.auth.refreshSession();
    expect(decodeJwt(afterUnenrol.data.session?.access_token ?? "").aal).toBe("aal1");
    expect(await sql("select id from auth.mfa_factors where user_id = $1", [account.id])).toEqual([]);
  });

  it("ends the user's other aal1 sessions when a factor is verified", async () => {
    const account = await signedUp();
    const other = await signedIn(account);
    const enrolled = await account.client.auth.mfa.enroll({ factorType: "totp" });
    if (!enrolled.data || enrolled.data.type !== "totp") throw new Error("expected a TOTP factor");
    const { error } = await account.client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    expect(error).toBeNull();
    expect((await anonClient().auth.refreshSession({ refresh_token: other.refreshToken })).error).toMatchObject({
      code: "refresh_token_not_found",
    });
  });

  it("requires a phone number for phone factors and refuses other users' factors", async () => {
    const account = await signedUp();
    const noPhone = await account.client.auth.mfa.enroll({ factorType: "phone", phone: "" });
    expect(noPhone.error).toMatchObject({ status: 400, code: "validation_failed", message: "Phone number required to enroll Phone factor" });
    const phone = await account.client.auth.mfa.enroll({ factorType: "phone", phone: "+4512345678", friendlyName: "Mobil" });
    expect(phone.error).toBeNull();
    expect(phone.data).toMatchObject({ type: "phone", phone: "+4512345678", friendly_name: "Mobil" });

    const stranger = await signedUp();
    const foreign = await stranger.client.auth.mfa.challenge({ factorId: phone.data?.id ?? "" });
    expect(foreign.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });

  it("refuses a second factor with the same friendly name", async () => {
    const account = await signedUp();
    expect((await account.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Nøgle" })).error).toBeNull();
    const duplicate = await account.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Nøgle" });
    expect(duplicate.error).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
  });
});

describe("malformed requests", () => {
  const post = (path: string, body: string, token = stackInfo().anonKey) =>
    fetch(`${stackInfo().apiUrl}/auth/v1${path}`, {
      method: "POST",
      headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body,
    });

  it("answers broken JSON, wrong types and non-object bodies with 400 bad_json, never 500", async () => {
    const cases: Array<[string, string]> = [
      ["/signup", "{not json"],
      ["/signup", ""],
      ["/signup", JSON.stringify({ email: 42, password: "hemmelig1" })],
      ["/signup", JSON.stringify({ email: freshEmail(), password: "hemmelig1", data: "full_name" })],
      ["/signup", "[1,2,3]"],
      ["/token?grant_type=password", '{"email": ["a"]}'],
      ["/token?grant_type=refresh_token", '{"refresh_token": {}}'],
      ["/recover", "null-ish"],
      ["/verify", '{"type": 1}'],
    ];
    for (const [path, body] of cases) {
      const response = await post(path, body);
      const json = (await response.json()) as Record<string, unknown>;
      expect({ path, body, status: response.status, code: json.error_code }).toEqual({ path, body, status: 400, code: "bad_json" });
      expect(response.headers.get("x-sb-error-code")).toBe("bad_json");
      expect(String(json.msg)).toMatch(/^Could not parse request body as JSON: /);
      expect(String(json.msg)).not.toMatch(/\n\s+at /);
    }
  });

  it("answers missing fields with 4xx validation errors", async () => {
    const signupWithoutPassword = await post("/signup", JSON.stringify({ email: freshEmail() }));
    expect(signupWithoutPassword.status).toBe(400);
    expect(await signupWithoutPassword.json()).toMatchObject({ error_code: "validation_failed", msg: "Signup requires a valid password" });
    const recoverWithoutEmail = await post("/recover", "{}");
    expect(await recoverWithoutEmail.json()).toMatchObject({ code: 400, error_code: "validation_failed" });
    const unknownGrant = await post("/token?grant_type=magic", "{}");
    expect(unknownGrant.status).toBe(400);
    expect(await unknownGrant.json()).toEqual({ error: "unsupported_grant_type", error_description: "" });
  });

  it("answers MFA calls with bad bodies with 4xx", async () => {
    const account = await signedUp();
    const { data } = await account.client.auth.getSession();
    const token = data.session?.access_token ?? "";
    const badType = await post("/factors", JSON.stringify({ factor_type: 5 }), token);
    expect(badType.status).toBe(400);
    const unknownType = await post("/factors", JSON.stringify({ factor_type: "carrier-pigeon" }), token);
    expect(await unknownType.json()).toMatchObject({ code: 400, error_code: "validation_failed" });
    const enrolled = await account.client.auth.mfa.enroll({ factorType: "totp" });
    const verifyWithoutCode = await post(`/factors/${enrolled.data?.id}/verify`, JSON.stringify({ challenge_id: randomUUID() }), token);
    expect(await verifyWithoutCode.json()).toMatchObject({ code: 400, error_code: "validation_failed", msg: "Code needs to be non-empty" });
    const verifyBadChallenge = await post(`/factors/${enrolled.data?.id}/verify`, JSON.stringify({ challenge_id: "abc", code: "123456" }), token);
    expect(verifyBadChallenge.status).toBe(400);
    const unknownFactor = await post(`/factors/${randomUUID()}/challenge`, "{}", token);
    expect(unknownFactor.status).toBe(404);
  });

  it("refuses the anon key on /user (a valid JWT, but no user) with 403 bad_jwt", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/auth/v1/user`, {
      headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${stackInfo().anonKey}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: "bad_jwt", msg: "invalid claim: missing sub claim" });
  });
});

describe("error bodies as GoTrue sends them", () => {
  const signup = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stackInfo().apiUrl}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: stackInfo().anonKey, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("uses {code, message} and echoes the API version for clients that send X-Supabase-Api-Version", async () => {
    const response = await signup({ email: freshEmail(), password: "kort" }, { "x-supabase-api-version": "2024-01-01" });
    expect(response.status).toBe(422);
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(response.headers.get("x-sb-error-code")).toBe("weak_password");
    expect(await response.json()).toEqual({
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      weak_password: { reasons: ["length"] },
    });
  });

  it("uses {code: status, error_code, msg} for clients that send no version", async () => {
    const account = await signedUp();
    const response = await signup({ email: account.email, password: "hemmelig1" });
    expect(response.status).toBe(422);
    expect(response.headers.get("x-supabase-api-version")).toBeNull();
    expect(response.headers.get("x-sb-error-code")).toBe("user_already_exists");
    expect(await response.json()).toEqual({ code: 422, error_code: "user_already_exists", msg: "User already registered" });
  });

  it("answers unknown paths with 404 and wrong methods with 405", async () => {
    const unknown = await fetch(`${stackInfo().apiUrl}/auth/v1/nothing-here`, { headers: { apikey: stackInfo().anonKey } });
    expect(unknown.status).toBe(404);
    const wrongMethod = await fetch(`${stackInfo().apiUrl}/auth/v1/signup`, { headers: { apikey: stackInfo().anonKey } });
    expect(wrongMethod.status).toBe(405);
  });
});

describe("changing the e-mail address", () => {
  it("mails a confirmation link to both addresses (double_confirm_changes); following both moves the account over", async () => {
    const account = await signedUp();
    const newEmail = freshEmail();
    const { data, error } = await account.client.auth.updateUser({ email: newEmail }, { emailRedirectTo: stackInfo().siteUrl });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: account.email, new_email: newEmail });

    const [toCurrent] = await mailbox(account.email);
    expect(toCurrent?.subject).toBe("Bekræft din nye e-mailadresse");
    const first = await fetch(toCurrent?.links[0] ?? "", { redirect: "manual" });
    const accepted = new URLSearchParams(new URL(first.headers.get("location") ?? "").hash.slice(1));
    expect(accepted.get("message")).toBe("Confirmation link accepted. Please proceed to confirm link sent to the other email");
    expect(accepted.get("access_token")).toBeNull();

    const [message] = await mailbox(newEmail);
    expect(message?.subject).toBe("Bekræft din nye e-mailadresse");
    const link = message?.links[0] ?? "";
    expect(new URL(link).searchParams.get("type")).toBe("email_change");
    const response = await fetch(link, { redirect: "manual" });
    const fragment = new URLSearchParams(new URL(response.headers.get("location") ?? "").hash.slice(1));
    expect(fragment.get("type")).toBe("email_change");
    expect(decodeJwt(fragment.get("access_token") ?? "").email).toBe(newEmail);

    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: account.password })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: account.email, password: account.password })).error).toMatchObject({
      code: "invalid_credentials",
    });
  });

  it("refuses an address another account already has", async () => {
    const account = await signedUp();
    const other = await signedUp();
    const { error } = await account.client.auth.updateUser({ email: other.email });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
  });
});

describe("admin API (service role)", () => {
  it("creates, reads, lists, updates, bans and deletes users", async () => {
    const admin = serviceClient().auth.admin;
    const email = freshEmail();
    const created = await admin.createUser({
      email,
      password: "admin-lavet-1",
      email_confirm: true,
      user_metadata: { full_name: "Oprettet Af Admin" },
      app_metadata: { plan: "business" },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? "";
    expect(created.data.user).toMatchObject({
      email,
      app_metadata: { provider: "email", providers: ["email"], plan: "business" },
      user_metadata: { full_name: "Oprettet Af Admin", email_verified: true },
    });
    const signIn = await anonClient().auth.signInWithPassword({ email, password: "admin-lavet-1" });
    expect(decodeJwt(signIn.data.session?.access_token ?? "").app_metadata).toMatchObject({ plan: "business" });

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.id)).toContain(id);

    const updated = await admin.updateUserById(id, { app_metadata: { plan: null }, user_metadata: { company: "Firma" } });
    expect(updated.data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"] });
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: "Oprettet Af Admin", company: "Firma" });

    await admin.updateUserById(id, { ban_duration: "24h" });
    expect((await anonClient().auth.signInWithPassword({ email, password: "admin-lavet-1" })).error).toMatchObject({ code: "invalid_credentials" });
    await admin.updateUserById(id, { ban_duration: "none", password: "nyt-admin-kodeord" });
    expect((await anonClient().auth.signInWithPassword({ email, password: "nyt-admin-kodeord" })).error).toBeNull();

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: "user_not_found" });
    expect(await sql("select id from auth.identities where user_id = $1", [id])).toEqual([]);
  });

  it("refuses duplicate e-mails, and anyone without the service role", async () => {
    const account = await signedUp();
    const duplicate = await serviceClient().auth.admin.createUser({ email: account.email, password: "hemmelig1" });
    expect(duplicate.error).toMatchObject({ status: 422, code: "email_exists" });
    for (const key of [stackInfo().anonKey, (await account.client.auth.getSession()).data.session?.access_token ?? ""]) {
      const response = await fetch(`${stackInfo().apiUrl}/auth/v1/admin/users`, {
        headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${key}` },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error_code: "not_admin", msg: "User not allowed" });
    }
  });
});

describe("discovery endpoints", () => {
  const get = (path: string) => fetch(`${stackInfo().apiUrl}/auth/v1${path}`, { headers: { apikey: stackInfo().anonKey } });

  it("publishes an empty JWKS, since tokens are signed with the shared HS256 secret", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });

  it("reports settings and health like GoTrue", async () => {
    expect(await (await get("/settings")).json()).toMatchObject({
      external: { email: true, phone: false, github: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    expect(await (await get("/health")).json()).toMatchObject({ name: "GoTrue" });
  });
});
