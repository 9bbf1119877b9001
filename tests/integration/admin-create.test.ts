import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { anonClient, mailbox, newUser, sql, stackInfo } from "./support/clients.ts";

// `npm run admin:create` as a deployer runs it against a hosted project: the real script, with only the
// service-role API (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY), against the throwaway stack. The admin it makes
// must get in the way a real one does: the mailed link, a password of their own, the verify-admin check.

const ROOT = join(import.meta.dirname, "..", "..");
const run = promisify(execFile);

async function adminCreate(...args: string[]): Promise<{ code: number; out: string }> {
  const { apiUrl, serviceRoleKey, siteUrl } = stackInfo();
  const env = { PATH: process.env.PATH ?? "", SUPABASE_URL: apiUrl, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey, SITE_URL: siteUrl, VITE_ADMIN_PATH: "/adgang-test" };
  return run(process.execPath, [join(ROOT, "scripts", "admin-create.ts"), ...args], { cwd: ROOT, env }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}` }),
  );
}

/** verify-admin's answer for a signed-in user's access token, as the admin area asks it. */
async function isAdmin(accessToken: string): Promise<boolean> {
  const response = await fetch(`${stackInfo().apiUrl}/functions/v1/verify-admin`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, apikey: stackInfo().anonKey, "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { isAdmin: boolean }).isAdmin;
}

/** Follows a recovery link as the browser does and sets a password with the session it gives, as the app's reset form does. */
async function choosePassword(link: string, password: string): Promise<void> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location") ?? "");
  expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${stackInfo().siteUrl}/auth?reset=true`);
  const fragment = new URLSearchParams(location.hash.slice(1));
  const client = anonClient();
  const set = await client.auth.setSession({ access_token: fragment.get("access_token") ?? "", refresh_token: fragment.get("refresh_token") ?? "" });
  expect(set.error).toBeNull();
  const { error } = await client.auth.updateUser({ password });
  expect(error).toBeNull();
}

async function signIn(email: string, password: string): Promise<string> {
  const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session?.access_token ?? "";
}

const rows = (email: string) =>
  sql<{ users: number; roles: number }>(
    `select (select count(*)::int from auth.users where lower(email) = $1) as users,
            (select count(*)::int from public.user_roles r join auth.users u on u.id = r.user_id where lower(u.email) = $1 and r.role = 'admin') as roles`,
    [email],
  ).then((result) => result[0]);

describe("npm run admin:create", () => {
  it("creates an admin who chooses a password through the mailed link, signs in and passes verify-admin", async () => {
    const email = `ejer-${randomUUID()}@example.dk`;
    const first = await adminCreate("--email", email.toUpperCase(), "--name", "Mette Kjær");
    expect(first.code).toBe(0);
    expect(first.out).toMatch(new RegExp(`^Created admin ${email} \\(user [0-9a-f-]{36}\\)$`, "m"));
    expect(first.out).toContain(`Next: sign in at ${stackInfo().siteUrl}/adgang-test; the first sign-in asks to set up an authenticator app (TOTP).`);
    expect(await rows(email)).toEqual({ users: 1, roles: 1 });
    const [user] = await sql<{ confirmed: boolean; name: string }>(
      "select email_confirmed_at is not null as confirmed, raw_user_meta_data->>'full_name' as name from auth.users where email = $1",
      [email],
    );
    expect(user).toEqual({ confirmed: true, name: "Mette Kjær" });

    const messages = await mailbox(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe("Nulstil din adgangskode");
    const password = `Eget-${randomUUID()}`;
    await choosePassword(messages[0]?.links[0] ?? "", password);
    expect(await isAdmin(await signIn(email, password))).toBe(true);

    // Twice is the same as once: no second user, role or e-mail, and the password stays.
    const again = await adminCreate("--email", email);
    expect(again.code).toBe(0);
    expect(again.out).toContain(`Already an admin, nothing changed: ${email}`);
    expect(await rows(email)).toEqual({ users: 1, roles: 1 });
    expect(await mailbox(email)).toHaveLength(1);
    expect(await isAdmin(await signIn(email, password))).toBe(true);
  });

  it("promotes an existing user, who keeps their password and is sent nothing", async () => {
    const customer = await newUser();
    expect(await isAdmin(customer.accessToken)).toBe(false);
    const result = await adminCreate("--email", customer.email);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Promoted to admin ${customer.email} (user ${customer.id})`);
    expect(await rows(customer.email)).toEqual({ users: 1, roles: 1 });
    expect(await mailbox(customer.email)).toHaveLength(0);
    expect(await isAdmin(await signIn(customer.email, customer.password))).toBe(true);
  });

  it("prints a single-use link instead of mailing it with --print-link", async () => {
    const email = `ejer-${randomUUID()}@example.dk`;
    const result = await adminCreate("--email", email, "--print-link");
    expect(result.code).toBe(0);
    const link = /^(http\S+\/auth\/v1\/verify\S+)$/m.exec(result.out)?.[1] ?? "";
    expect(await mailbox(email)).toHaveLength(0);
    const password = `Eget-${randomUUID()}`;
    await choosePassword(link, password);
    expect(await isAdmin(await signIn(email, password))).toBe(true);
    expect((await fetch(link, { redirect: "manual" })).headers.get("location")).toContain("error");
  });

  it("refuses a missing or malformed e-mail and missing settings, changing nothing", async () => {
    expect(await adminCreate()).toMatchObject({ code: 2, out: expect.stringContaining("--email must be an e-mail address") });
    expect(await adminCreate("--email", "ikke-en-adresse")).toMatchObject({ code: 2 });
    const { apiUrl } = stackInfo();
    const withoutKey = await run(process.execPath, [join(ROOT, "scripts", "admin-create.ts"), "--email", "x@example.dk"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", SUPABASE_URL: apiUrl, SITE_URL: "https://www.example.dk" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(withoutKey).toMatchObject({ code: 2, stderr: expect.stringContaining("SUPABASE_SERVICE_ROLE_KEY") });
    expect(await rows("x@example.dk")).toEqual({ users: 0, roles: 0 });
  });
});
