import { randomUUID } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import bcrypt from "bcryptjs";
import { Secret, TOTP } from "otpauth";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuthService } from "../../supabase/local/auth/index.ts";
import type { Outbox } from "../../supabase/local/context.ts";
import { anonClient, mailbox, serviceClient, sql, stackInfo } from "./support/clients.ts";
import { createPool } from "../../supabase/local/postgres.ts";

// Issue 10, item 3 on the shared test stack: what an attacker with the anon key tried, and the auth
// endpoints supabase-js calls that were missing. Rate limits are tested on their own stack (auth-limits).

const freshEmail = () => `hard-${randomUUID()}@example.dk`;
const password = () => `Pw-${randomUUID().slice(0, 12)}`;
const codeIn = (text: string | undefined) => /(?:enter the code|kode): (\d{6})/i.exec(text ?? "")?.[1] ?? "";

function auth(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Response> {
  return fetch(`${stackInfo().apiUrl}/auth/v1${path}`, {
    method: init.method ?? "POST",
    headers: {
      apikey: stackInfo().anonKey,
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

async function confirmedUser() {
  const email = freshEmail();
  const secret = password();
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password: secret });
  expect(error).toBeNull();
  return { email, password: secret, client, id: data.user?.id ?? "", token: data.session?.access_token ?? "" };
}

describe("redirect_to is matched as GoTrue does", () => {
  const recoverLinkTarget = async (redirectTo: string) => {
    const user = await confirmedUser();
    const response = await auth(`/recover?redirect_to=${encodeURIComponent(redirectTo)}`, { body: { email: user.email } });
    expect(response.status).toBe(200);
    const [message] = await mailbox(user.email);
    return new URL(message?.links[0] ?? "").searchParams.get("redirect_to");
  };

  it("never sends the reset link to a host hidden behind user info", async () => {
    const site = new URL(stackInfo().siteUrl);
    expect(await recoverLinkTarget(`http://${site.host}@evil.example/steal`)).toBe(stackInfo().siteUrl);
    expect(await recoverLinkTarget(`http://user:pw@${site.host}/auth`)).toBe(stackInfo().siteUrl);
  });

  it("allows another origin only as the allow-list names it: scheme, host and port exactly", async () => {
    // config.toml lists http://127.0.0.1:5173 (its root) and http://127.0.0.1:5173/auth?reset=true.
    expect(await recoverLinkTarget("http://127.0.0.1:5173/auth?reset=true")).toBe("http://127.0.0.1:5173/auth?reset=true");
    expect(await recoverLinkTarget("http://127.0.0.1:9999/auth?reset=true")).toBe(stackInfo().siteUrl);
    expect(await recoverLinkTarget("https://127.0.0.1:5173/auth?reset=true")).toBe(stackInfo().siteUrl);
    expect(await recoverLinkTarget("http://127.0.0.1:5173/elsewhere")).toBe(stackInfo().siteUrl);
    expect(await recoverLinkTarget("http://localhost.evil.example/")).toBe(stackInfo().siteUrl);
    // Any page of the site URL's own host stays allowed, as in GoTrue.
    expect(await recoverLinkTarget(`${stackInfo().siteUrl}/konto`)).toBe(`${stackInfo().siteUrl}/konto`);
  });
});

describe("one-time codes", () => {
  it("voids a recovery code after five wrong guesses, so the right one no longer works", async () => {
    const user = await confirmedUser();
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const [message] = await mailbox(user.email);
    const code = codeIn(message?.text);
    expect(code).toMatch(/^\d{6}$/);
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
      const attempt = await anonClient().auth.verifyOtp({ email: user.email, token: wrong, type: "recovery" });
      expect(attempt.error).toMatchObject({ status: 403, code: "otp_expired" });
    }
    const right = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: "recovery" });
    expect(right.error).toMatchObject({ status: 403, code: "otp_expired" });
    expect(right.data.session).toBeNull();
  });

  it("still accepts the right code after a typo or two", async () => {
    const user = await confirmedUser();
    await anonClient().auth.resetPasswordForEmail(user.email);
    const code = codeIn((await mailbox(user.email))[0]?.text);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await anonClient().auth.verifyOtp({ email: user.email, token: wrong, type: "recovery" })).error).not.toBeNull();
    const right = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: "recovery" });
    expect(right.error).toBeNull();
    expect(right.data.session?.access_token).toBeTruthy();
  });
});

describe("hostile sign-up input gets 400 in GoTrue's error shape, and nothing is stored", () => {
  const expectBadJson = async (response: Response, email: string) => {
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, error_code: "bad_json", msg: expect.any(String) });
    expect(await sql("select 1 from auth.users where email = $1", [email])).toHaveLength(0);
  };

  it("refuses metadata nested 200,000 deep", async () => {
    const email = freshEmail();
    const depth = 200_000;
    const body = `{"email":"${email}","password":"hemmelig1","data":{"a":${"[".repeat(depth)}${"]".repeat(depth)}}}`;
    await expectBadJson(await auth("/signup", { body }), email);
  });

  it("refuses the NUL character and unpaired surrogates", async () => {
    const nul = freshEmail();
    await expectBadJson(await auth("/signup", { body: `{"email":"${nul}","password":"hemmelig1","data":{"full_name":"a\\u0000b"}}` }), nul);
    const surrogate = freshEmail();
    await expectBadJson(await auth("/signup", { body: `{"email":"${surrogate}","password":"hemmelig1","data":{"full_name":"\\ud800"}}` }), surrogate);
    const key = freshEmail();
    await expectBadJson(await auth("/signup", { body: `{"email":"${key}","password":"hemmelig1","data":{"\\udfff":"x"}}` }), key);
  });

  it("refuses a body past 1 MB and keeps the connection usable", async () => {
    const email = freshEmail();
    const body = JSON.stringify({ email, password: "hemmelig1", data: { note: "x".repeat(2 * 1024 * 1024) } });
    await expectBadJson(await auth("/signup", { body }), email);
    expect((await auth("/settings", { method: "GET" })).status).toBe(200);
  });

  it("still stores real Danish and emoji names", async () => {
    const email = freshEmail();
    const response = await auth("/signup", { body: { email, password: "hemmelig1", data: { full_name: "Søren Ærø 🛡️" } } });
    expect(response.status).toBe(200);
    const [row] = await sql<{ name: string }>("select raw_user_meta_data->>'full_name' as name from auth.users where email = $1", [email]);
    expect(row?.name).toBe("Søren Ærø 🛡️");
  });
});

describe("the gateway and the outbox", () => {
  it("answers CORS as hosted Supabase: any origin, never with credentials", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/rest/v1/blog_posts?select=id&limit=1`, {
      headers: { apikey: stackInfo().anonKey, origin: "https://evil.example" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await fetch(`${stackInfo().apiUrl}/auth/v1/token`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
  });

  const getWithHost = (url: string, host: string) =>
    new Promise<number>((resolve, reject) => {
      const target = new URL(url);
      const req = request({ host: target.hostname, port: target.port, path: "/api/messages", headers: { host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });

  it("lets the outbox answer only to its own host names (no DNS rebinding)", async () => {
    const { mailUrl } = stackInfo();
    const port = new URL(mailUrl).port;
    expect(await getWithHost(mailUrl, `evil.example:${port}`)).toBe(421);
    expect(await getWithHost(mailUrl, "127.0.0.1.nip.io")).toBe(421);
    expect(await getWithHost(mailUrl, `127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(mailUrl, `localhost:${port}`)).toBe(200);
  });

  it("does not turn the apikey into a session on /auth/v1: a bare mfa.enroll is 401 no_authorization", async () => {
    const response = await auth("/factors", { body: { factor_type: "totp" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: "no_authorization" });
  });
});

describe("endpoints supabase-js calls", () => {
  it("answers features this project keeps off with GoTrue's errors for them, not a bare 404", async () => {
    expect(await (await auth("/sso", { body: { domain: "example.dk" } })).json()).toMatchObject({
      code: 404,
      error_code: "saml_provider_disabled",
    });
    const web3 = await anonClient().auth.signInWithWeb3({ chain: "ethereum", message: "m", signature: "0x00" });
    expect(web3.error).toMatchObject({ code: "web3_provider_disabled" });
    const user = await confirmedUser();
    const link = await auth("/user/identities/authorize?provider=github&skip_http_redirect=true", { method: "GET", token: user.token });
    expect(await link.json()).toMatchObject({ error_code: "manual_linking_disabled", msg: "Manual linking is disabled" });
  });

  it("/otp mails a magic link code to a known address that signs in", async () => {
    const user = await confirmedUser();
    const client = anonClient();
    expect((await client.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const [message] = await mailbox(user.email);
    expect(message?.subject).toBe("Dit login-link");
    const { data, error } = await client.auth.verifyOtp({ email: user.email, token: codeIn(message?.text), type: "email" });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it("/otp signs up an unknown address only when create_user allows it", async () => {
    const refused = freshEmail();
    const { error } = await anonClient().auth.signInWithOtp({ email: refused, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: "otp_disabled" });
    expect(await sql("select 1 from auth.users where email = $1", [refused])).toHaveLength(0);

    const email = freshEmail();
    expect((await anonClient().auth.signInWithOtp({ email, options: { data: { full_name: "Ny Kunde" } } })).error).toBeNull();
    const code = codeIn((await mailbox(email))[0]?.text);
    const { data } = await anonClient().auth.verifyOtp({ email, token: code, type: "email" });
    expect(data.user).toMatchObject({ email, user_metadata: expect.objectContaining({ full_name: "Ny Kunde" }) });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("/resend mails a new sign-up confirmation to an unconfirmed user, and nothing to a confirmed one", async () => {
    const email = freshEmail();
    await serviceClient().auth.admin.createUser({ email, password: "hemmelig1" });
    expect((await anonClient().auth.resend({ type: "signup", email })).error).toBeNull();
    const [message] = await mailbox(email);
    expect(message?.subject).toBe("Bekræft din tilmelding");
    const { error } = await anonClient().auth.verifyOtp({ email, token: codeIn(message?.text), type: "signup" });
    expect(error).toBeNull();

    const confirmed = await confirmedUser();
    expect((await anonClient().auth.resend({ type: "signup", email: confirmed.email })).error).toBeNull();
    expect(await mailbox(confirmed.email)).toHaveLength(0);
  });

  it("/reauthenticate mails the signed-in user a nonce", async () => {
    const user = await confirmedUser();
    expect((await anonClient().auth.reauthenticate()).error).not.toBeNull();
    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const [message] = await mailbox(user.email);
    expect(message?.subject).toBe("Bekræft din identitet");
    expect(codeIn(message?.text)).toMatch(/^\d{6}$/);
  });

  it("/invite (service role) mails an invite whose link signs the new user in", async () => {
    const email = freshEmail();
    expect((await anonClient().auth.admin.inviteUserByEmail(email)).error).toMatchObject({ status: 403 });
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, { data: { full_name: "Inviteret" } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: "Inviteret" } });
    expect(data.user?.invited_at).toBeTruthy();
    const [message] = await mailbox(email);
    expect(message?.subject).toBe("Du er inviteret");
    const response = await fetch(message?.links[0] ?? "", { redirect: "manual" });
    const fragment = new URLSearchParams(new URL(response.headers.get("location") ?? "").hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    expect(fragment.get("access_token")).toBeTruthy();
    expect((await serviceClient().auth.admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("/admin/generate_link returns the link and code without sending mail", async () => {
    const user = await confirmedUser();
    const { data, error } = await serviceClient().auth.admin.generateLink({ type: "magiclink", email: user.email });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.properties?.verification_type).toBe("magiclink");
    expect(data.properties?.action_link).toContain("/auth/v1/verify?");
    expect(await mailbox(user.email)).toHaveLength(0);
    const signedIn = await anonClient().auth.verifyOtp({ email: user.email, token: data.properties?.email_otp ?? "", type: "email" });
    expect(signedIn.error).toBeNull();

    const email = freshEmail();
    const signup = await serviceClient().auth.admin.generateLink({ type: "signup", email, password: "hemmelig1" });
    expect(signup.error).toBeNull();
    const viaHash = await anonClient().auth.verifyOtp({ token_hash: signup.data.properties?.hashed_token ?? "", type: "signup" });
    expect(viaHash.data.user?.email).toBe(email);
    expect((await anonClient().auth.admin.generateLink({ type: "magiclink", email })).error).toMatchObject({ status: 403 });
  });

  it("/admin/users/{id}/factors lists a member's factors and deletes a lost authenticator", async () => {
    const user = await confirmedUser();
    const enrolled = await user.client.auth.mfa.enroll({ factorType: "totp" });
    const factor = enrolled.data;
    if (!factor || factor.type !== "totp") throw new Error("expected a TOTP factor");
    const code = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(factor.totp.secret) }).generate();
    expect((await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code })).error).toBeNull();

    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factor.id, status: "verified", factor_type: "totp" })]);
    expect(JSON.stringify(listed.data)).not.toContain(factor.totp.secret);
    expect((await anonClient().auth.admin.mfa.listFactors({ userId: user.id })).error).toMatchObject({ status: 403 });

    const deleted = await admin.deleteFactor({ userId: user.id, id: factor.id });
    expect(deleted.error).toBeNull();
    expect((await admin.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    expect((await admin.deleteFactor({ userId: user.id, id: factor.id })).error).toMatchObject({ status: 404 });
    const again = anonClient();
    await again.auth.signInWithPassword({ email: user.email, password: user.password });
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe("aal1");
  });
});

describe("password sign-in does the same work for known and unknown addresses", () => {
  let server: Server;
  let url: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = createPool(stackInfo().dbUrl, 2);
    const outbox: Outbox = { send: async () => Promise.reject(new Error("no mail expected")), list: async () => [], clear: async () => undefined };
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const handler = createAuthService({
      db: pool,
      jwtSecret: stackInfo().jwtSecret,
      apiUrl: url,
      siteUrl: stackInfo().siteUrl,
      redirectAllowList: [],
      outbox,
      dataDir: "",
      log: () => undefined,
    });
    server.on("request", (req, res) => {
      const requestUrl = new URL(req.url ?? "/", url);
      void handler(req, res, requestUrl.pathname.replace(/^\/auth\/v1/, "") || "/", requestUrl);
    });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  });

  // Counting bcrypt comparisons instead of timing them: the same number means the same cost, on any machine.
  const comparisonsFor = async (email: string) => {
    const compare = vi.spyOn(bcrypt, "compare");
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "forkert-kode" }),
    });
    expect(await response.json()).toMatchObject({ error_code: "invalid_credentials" });
    const calls = compare.mock.calls.length;
    compare.mockRestore();
    return calls;
  };

  it("runs one bcrypt comparison whether or not the e-mail has an account", async () => {
    const user = await confirmedUser();
    expect(await comparisonsFor(user.email)).toBe(1);
    expect(await comparisonsFor(freshEmail())).toBe(1);
  });
});
