// Issue 10, item 2 (and issue 13's admin-MFA rule): what the anon key and a stolen password can reach in
// the database. Migration 20261123000100_private_roles_view_counting_lints.sql.
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { anonClient, newUser, sql, stackInfo, type TestUser } from "./support/clients.ts";

const postIds: string[] = [];
afterAll(async () => {
  await sql("delete from public.blog_posts where id = any($1::uuid[])", [postIds]);
});

async function makePost(status: "published" | "draft"): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into public.blog_posts (id, slug, title, excerpt, category, content, status, published_at)
     values ($1, $2, 'Overflade-indlæg', 'Et indlæg til overfladetesten.', 'Test', 'Indhold til overfladetesten.', $3, $4)`,
    [id, `surface-${id}`, status, status === "published" ? new Date().toISOString() : null],
  );
  postIds.push(id);
  return id;
}

async function viewsOf(id: string): Promise<number> {
  const [row] = await sql<{ views_count: number }>("select views_count from public.blog_posts where id = $1", [id]);
  return Number(row?.views_count);
}

async function rpc(name: string, body: unknown, token = stackInfo().anonKey): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stackInfo().apiUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

describe("role helpers take no user id", () => {
  it("refuses the anon key's is_admin(uid) probe: no such function, no answer about anyone", async () => {
    const admin = await newUser({ admin: true });
    const probe = await rpc("is_admin", { uid: admin.id });
    expect(probe.status).toBe(404);
    expect(JSON.stringify(probe.body)).not.toMatch(/true/);
    const [fn] = await sql<{ n: number }>(
      "select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = 'is_admin' and p.pronargs > 0",
    );
    expect(fn?.n).toBe(0);
  });

  it("refuses is_admin() to the anon key altogether, and answers only about the caller for users", async () => {
    const anon = await anonClient().rpc("is_admin");
    expect(anon.error).not.toBeNull();
    expect(anon.data).toBeNull();
    const admin = await newUser({ admin: true });
    expect((await admin.client.rpc("is_admin")).data).toBe(true);
    const customer = await newUser();
    expect((await customer.client.rpc("is_admin")).data).toBe(false);
    // A user cannot point it at someone else: the one-argument form no longer exists.
    expect((await rpc("is_admin", { uid: admin.id }, customer.accessToken)).status).toBe(404);
  });

  it("keeps private.is_admin out of the API: /rest/v1 cannot reach schema private", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/rest/v1/rpc/is_admin`, {
      method: "POST",
      headers: { apikey: stackInfo().anonKey, "content-profile": "private", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(406);
  });
});

describe("increment_post_views counts a visitor once per post per day", () => {
  it("a loop of 300 anonymous calls adds one view", async () => {
    const id = await makePost("published");
    const client = anonClient();
    const answers: Array<number | null> = [];
    for (let batch = 0; batch < 10; batch++) {
      const results = await Promise.all(
        Array.from({ length: 30 }, () => client.rpc("increment_post_views", { post_id: id })),
      );
      for (const result of results) {
        expect(result.error).toBeNull();
        answers.push(result.data);
      }
    }
    expect(await viewsOf(id)).toBe(1);
    // Every answer is the post's count, as the page shows it.
    expect(new Set(answers)).toEqual(new Set([1]));
  });

  it("counts distinct visitors, concurrently, without losing any", async () => {
    const id = await makePost("published");
    // Twenty visitors at once, each as PostgREST would run the call for a different client address.
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        await sql(
          `with h as (select set_config('request.headers', $2, true))
           select public.increment_post_views($1) from h`,
          [id, JSON.stringify({ "x-forwarded-for": `203.0.113.${index + 1}, 10.0.0.1` })],
        );
      }),
    );
    expect(await viewsOf(id)).toBe(20);
    // A signed-in reader counts as themself, once.
    const customer = await newUser();
    expect((await customer.client.rpc("increment_post_views", { post_id: id })).data).toBe(21);
    expect((await customer.client.rpc("increment_post_views", { post_id: id })).data).toBe(21);
  });

  it("stores no address, only salted hashes, and nothing the API can read", async () => {
    const id = await makePost("published");
    await sql(
      `with h as (select set_config('request.headers', $2, true)) select public.increment_post_views($1) from h`,
      [id, JSON.stringify({ "x-forwarded-for": "198.51.100.23" })],
    );
    const rows = await sql<{ visitor_hash: string }>("select visitor_hash from private.post_view_visitors where post_id = $1", [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.visitor_hash).not.toContain("198.51.100.23");
  });
});

async function enrolTotp(user: TestUser): Promise<{ factorId: string; code: () => string }> {
  const enrolled = await user.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Telefon" });
  const factor = enrolled.data;
  if (!factor || factor.type !== "totp") throw new Error(`enrol failed: ${enrolled.error?.message}`);
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(factor.totp.secret) });
  const verified = await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp.generate() });
  if (verified.error) throw new Error(`verify failed: ${verified.error.message}`);
  return { factorId: factor.id, code: () => totp.generate() };
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

describe("an admin with a verified authenticator is an admin only at aal2", () => {
  it("a password-only (aal1) session reads no drafts and writes nothing; the aal2 session can", async () => {
    const admin = await newUser({ admin: true });
    const draft = await makePost("draft");
    const { factorId, code } = await enrolTotp(admin);

    // The stolen password: a fresh sign-in is aal1 while the factor exists.
    const thief = anonClient();
    const signIn = await thief.auth.signInWithPassword({ email: admin.email, password: admin.password });
    expect(signIn.error).toBeNull();
    expect(claimsOf(signIn.data.session?.access_token ?? "")).toMatchObject({ aal: "aal1" });
    expect((await thief.rpc("is_admin")).data).toBe(false);
    expect((await thief.from("blog_posts").select("id").eq("id", draft)).data).toEqual([]);
    const write = await thief.from("blog_posts").update({ title: "Overtaget" }).eq("id", draft).select("id");
    expect(write.data ?? []).toEqual([]);
    const insert = await thief.from("testimonials").insert({ company_name: "Indbrud ApS", quote: "Dette burde ikke kunne gemmes." });
    expect(insert.error?.code).toBe("42501");
    expect((await thief.from("chat_conversations").select("id")).data).toEqual([]);
    const [title] = await sql<{ title: string }>("select title from public.blog_posts where id = $1", [draft]);
    expect(title?.title).toBe("Overflade-indlæg");

    // The owner completes the second factor: aal2 opens the admin rights again.
    const stepUp = await thief.auth.mfa.challengeAndVerify({ factorId, code: code() });
    expect(stepUp.error).toBeNull();
    const session = (await thief.auth.getSession()).data.session;
    expect(claimsOf(session?.access_token ?? "")).toMatchObject({ aal: "aal2" });
    expect((await thief.rpc("is_admin")).data).toBe(true);
    expect((await thief.from("blog_posts").select("id").eq("id", draft)).data).toEqual([{ id: draft }]);
    const allowed = await thief.from("blog_posts").update({ title: "Rettet med MFA" }).eq("id", draft).select("id");
    expect(allowed.data).toEqual([{ id: draft }]);
  });

  it("an admin without an authenticator keeps admin rights at aal1", async () => {
    const admin = await newUser({ admin: true });
    const draft = await makePost("draft");
    expect(claimsOf(admin.accessToken)).toMatchObject({ aal: "aal1" });
    expect((await admin.client.from("blog_posts").select("id").eq("id", draft)).data).toEqual([{ id: draft }]);
  });
});
