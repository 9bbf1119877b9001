import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthService } from "../../supabase/local/auth/index.ts";
import { CONFIG_TOML, readSupabaseConfig } from "../../supabase/local/config-toml.ts";
import type { Outbox } from "../../supabase/local/context.ts";
import { createPool } from "../../supabase/local/postgres.ts";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";
import { sql as sharedSql, stackInfo } from "./support/clients.ts";

// Issue 10, item 4: the local stack takes its settings from supabase/config.toml as the CLI does. These tests
// start a stack from a variant of the project's own file with a few settings changed, and check each effect.

let dir: string;
let stack: RunningStack;
let pool: pg.Pool;

/**
 * The project's config.toml with `replacements` applied, so everything else stays as the real file has it.
 * It sits in a supabase/ folder beside a copy of the e-mail templates, whose content_path is relative to
 * the folder holding supabase/, as for the real file.
 */
function variant(name: string, replacements: Array<[RegExp, string]>): string {
  let text = readFileSync(CONFIG_TOML, "utf8");
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text)) throw new Error(`config.toml has no ${pattern}`);
    text = text.replace(pattern, replacement);
  }
  const file = join(dir, "supabase", name);
  writeFileSync(file, text);
  return file;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "config-toml-"));
  cpSync(join(dirname(CONFIG_TOML), "templates"), join(dir, "supabase", "templates"), { recursive: true });
  const configFile = variant("config.toml", [
    [/^enable_confirmations = false$/m, "enable_confirmations = true"],
    [/^secure_password_change = false$/m, "secure_password_change = true"],
    [/^minimum_password_length = 6$/m, "minimum_password_length = 10"],
    [/^jwt_expiry = 3600$/m, "jwt_expiry = 900"],
    // [auth.mfa.totp] comes before [auth.mfa.phone], so this is TOTP's switch.
    [/^enroll_enabled = true$/m, "enroll_enabled = false"],
    [/^schemas = \["public", "graphql_public"\]$/m, 'schemas = ["public", "graphql_public", "extensions"]'],
    // The first file_size_limit is [storage]'s, the project-wide cap (the bucket's own comes later).
    [/^file_size_limit = "5MiB"$/m, 'file_size_limit = "1KiB"'],
  ]);
  stack = await startStack({ mode: "test", seed: false, configFile, siteUrl: "http://localhost:4173" });
  pool = createPool(stack.dbUrl, 2);
});

afterAll(async () => {
  await pool?.end();
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const client = () =>
  createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
const mailFor = async (email: string) =>
  (await (await fetch(`${stack.mailUrl}/api/messages?to=${encodeURIComponent(email)}`)).json()) as Array<{
    subject: string;
    text: string;
    links: string[];
  }>;
const freshEmail = () => `config-${randomUUID()}@example.dk`;
const codeIn = (text: string | undefined) => /(?:enter the code|kode): (\d{6})/i.exec(text ?? "")?.[1] ?? "";

describe("[auth.email] enable_confirmations = true", () => {
  it("mails a confirmation on sign-up, refuses sign-in until it is followed, then signs in", async () => {
    const settings = await (await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: stack.anonKey } })).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: false, disable_signup: false });

    const email = freshEmail();
    const signUp = await client().auth.signUp({ email, password: "lang-nok-kode", options: { emailRedirectTo: "http://localhost:4173/" } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    const [message] = await mailFor(email);
    expect(message?.subject).toBe("Bekræft din tilmelding");

    const early = await client().auth.signInWithPassword({ email, password: "lang-nok-kode" });
    expect(early.error).toMatchObject({ status: 400, code: "email_not_confirmed" });

    const followed = await fetch(message?.links[0] ?? "", { redirect: "manual" });
    const location = new URL(followed.headers.get("location") ?? "");
    expect(location.origin).toBe("http://localhost:4173");
    expect(new URLSearchParams(location.hash.slice(1)).get("type")).toBe("signup");

    const later = await client().auth.signInWithPassword({ email, password: "lang-nok-kode" });
    expect(later.error).toBeNull();
    // jwt_expiry = 900
    expect(later.data.session?.expires_in).toBe(900);
  });

  it("answers a sign-up for a taken address like a new one, without a session or a second account", async () => {
    const email = freshEmail();
    await client().auth.signUp({ email, password: "lang-nok-kode" });
    await fetch((await mailFor(email))[0]?.links[0] ?? "", { redirect: "manual" });
    const again = await client().auth.signUp({ email, password: "en-anden-kode" });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    const { rows } = await pool.query("select 1 from auth.users where email = $1", [email]);
    expect(rows).toHaveLength(1);
  });
});

describe("other config.toml settings", () => {
  it("minimum_password_length = 10", async () => {
    const { error } = await client().auth.signUp({ email: freshEmail(), password: "ni-tegn-1" });
    expect(error).toMatchObject({ status: 422, code: "weak_password", message: "Password should be at least 10 characters." });
  });

  it("secure_password_change = true: a session older than a day needs the e-mailed nonce to change the password", async () => {
    const email = freshEmail();
    await client().auth.signUp({ email, password: "lang-nok-kode" });
    await fetch((await mailFor(email))[0]?.links[0] ?? "", { redirect: "manual" });
    const user = client();
    const { data } = await user.auth.signInWithPassword({ email, password: "lang-nok-kode" });
    await pool.query("update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1", [data.user?.id]);

    const without = await user.auth.updateUser({ password: "helt-ny-kode-1" });
    expect(without.error).toMatchObject({ status: 400, code: "reauthentication_needed" });
    const wrong = await user.auth.updateUser({ password: "helt-ny-kode-1", nonce: "000000" });
    expect(wrong.error).toMatchObject({ status: 400, code: "reauthentication_not_valid" });

    expect((await user.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn((await mailFor(email))[0]?.text);
    const changed = await user.auth.updateUser({ password: "helt-ny-kode-1", nonce });
    expect(changed.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "helt-ny-kode-1" })).error).toBeNull();
  });

  it("[auth.mfa.totp] enroll_enabled = false refuses TOTP enrolment", async () => {
    const email = freshEmail();
    await client().auth.signUp({ email, password: "lang-nok-kode" });
    await fetch((await mailFor(email))[0]?.links[0] ?? "", { redirect: "manual" });
    const user = client();
    await user.auth.signInWithPassword({ email, password: "lang-nok-kode" });
    const { error } = await user.auth.mfa.enroll({ factorType: "totp" });
    expect(error).toMatchObject({ status: 422, code: "mfa_totp_enroll_not_enabled" });
  });

  it("[api] schemas decides what PostgREST exposes", async () => {
    const headers = { apikey: stack.anonKey, "accept-profile": "extensions" };
    const exposed = await fetch(`${stack.apiUrl}/rest/v1/`, { headers });
    expect(exposed.status).not.toBe(406);
    // The shared stack runs with the project's file, which does not expose it.
    const hidden = await fetch(`${stackInfo().apiUrl}/rest/v1/`, { headers: { ...headers, apikey: stackInfo().anonKey } });
    expect(hidden.status).toBe(406);
    expect(await hidden.json()).toMatchObject({ code: "PGRST106" });
  });
});

describe("[storage] file_size_limit", () => {
  it("caps every upload project-wide, even in a bucket without a limit of its own", async () => {
    const service = createClient(stack.apiUrl, stack.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const bucket = `cap-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(bucket, { public: false })).error).toBeNull();
    const small = await service.storage.from(bucket).upload("small.txt", new Blob(["x".repeat(1000)], { type: "text/plain" }));
    expect(small.error).toBeNull();
    const large = await service.storage.from(bucket).upload("large.txt", new Blob(["x".repeat(1025)], { type: "text/plain" }));
    expect(large.error).not.toBeNull();
    expect((large.error as { statusCode?: string }).statusCode).toBe("413");
    const { data } = await service.storage.from(bucket).list();
    expect(data?.map((file) => file.name)).toEqual(["small.txt"]);
  });
});

describe("enable_signup = false", () => {
  let server: Server;
  let url: string;
  let shared: pg.Pool;

  beforeAll(async () => {
    const file = variant("no-signup.toml", [[/^enable_signup = true$/m, "enable_signup = false"]]);
    const config = readSupabaseConfig(file);
    shared = createPool(stackInfo().dbUrl, 2);
    const outbox: Outbox = { send: async () => Promise.reject(new Error("no mail expected")), list: async () => [], clear: async () => undefined };
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const handler = createAuthService(
      { db: shared, jwtSecret: stackInfo().jwtSecret, apiUrl: url, siteUrl: config.auth.siteUrl, redirectAllowList: [], outbox, dataDir: "", log: () => undefined },
      config.auth,
    );
    server.on("request", (req, res) => {
      const requestUrl = new URL(req.url ?? "/", url);
      void handler(req, res, requestUrl.pathname.replace(/^\/auth\/v1/, "") || "/", requestUrl);
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await shared.end();
  });

  it("refuses sign-ups with 422 signup_disabled and creates nobody", async () => {
    const email = freshEmail();
    const response = await fetch(`${url}/auth/v1/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "hemmelig1" }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error_code: "signup_disabled", msg: "Signups not allowed for this instance" });
    expect(await sharedSql("select 1 from auth.users where email = $1", [email])).toHaveLength(0);
    const settings = await (await fetch(`${url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ disable_signup: true });
  });
});
