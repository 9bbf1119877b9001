import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "../../supabase/local/env.ts";
import { startFunctionTicker } from "../../supabase/local/function-ticker.ts";
import { createPool } from "../../supabase/local/postgres.ts";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";

// Issue 13: publishing keeps the prerendered site current. Triggers note public changes; the site-rebuild
// function calls the static host's deploy hook (here a real local HTTP server standing in for it) once per
// burst, after a quiet second, and keeps a failed call for a retry. The stack's own ticker is off
// (SITE_REBUILD_TICK_SECONDS=0) so each test decides when the function runs; the last test runs the ticker.

let stack: RunningStack;
let pool: pg.Pool;
let hook: Server;
let hookCalls = 0;
let hookStatus = 200;

const QUIET_SECONDS = 1;

async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  return (await pool.query<Row>(text, params)).rows;
}

async function runFunction(token = stack.serviceRoleKey): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/site-rebuild`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey, "content-type": "application/json" },
    body: "{}",
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000 + 200));

async function insertPost(status: "draft" | "published"): Promise<string> {
  const slug = `rebuild-${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await sql<{ id: string }>(
    `insert into public.blog_posts (slug, title, excerpt, category, content, status, published_at)
     values ($1, 'Genopbygning', 'Et uddrag til testen af genopbygning.', 'Test', 'Indhold til testen af genopbygning.', $2,
             case when $2 = 'published' then now() end)
     returning id`,
    [slug, status],
  );
  return row!.id;
}

beforeAll(async () => {
  hook = createServer((req, res) => {
    hookCalls += 1;
    req.resume();
    res.writeHead(hookStatus).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build`;
  stack = await startStack({
    mode: "test",
    seed: false,
    env: {
      ...loadEnv(),
      SITE_BUILD_HOOK_URL: hookUrl,
      SITE_REBUILD_QUIET_SECONDS: String(QUIET_SECONDS),
      SITE_REBUILD_RETRY_SECONDS: "0",
      SITE_REBUILD_TICK_SECONDS: "0",
    },
  });
  pool = createPool(stack.dbUrl, 2);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await stack?.stop();
  await new Promise((resolve) => hook?.close(resolve));
});

beforeEach(async () => {
  // Start each test with the site current and the hook healthy.
  await sql("update private.site_rebuild set pending_since = null, failures = 0, last_error = null");
  hookCalls = 0;
  hookStatus = 200;
});

describe("site-rebuild", () => {
  it("calls the deploy hook once for a burst of public changes, after the quiet period", async () => {
    const ids = await Promise.all([1, 2, 3].map(() => insertPost("published")));
    await sql("update public.blog_posts set title = 'Ny titel' where id = $1", [ids[0]]);
    await sql("delete from public.blog_posts where id = $1", [ids[1]]);

    // Still inside the burst: nothing is called yet.
    expect((await runFunction()).body).toMatchObject({ called: false });
    expect(hookCalls).toBe(0);

    await quiet();
    expect((await runFunction()).body).toEqual({ called: true, ok: true });
    expect(hookCalls).toBe(1);
    // The burst is done: asking again calls nothing.
    expect((await runFunction()).body).toMatchObject({ called: false, reason: "nothing to build" });
    expect(hookCalls).toBe(1);
  });

  it("ignores what visitors never see: drafts, view counts, hidden testimonials", async () => {
    const draft = await insertPost("draft");
    await sql("update public.blog_posts set title = 'Kladde ændret' where id = $1", [draft]);
    const published = await insertPost("published");
    await sql("update private.site_rebuild set pending_since = null");
    await sql("update public.blog_posts set views_count = views_count + 1 where id = $1", [published]);
    await sql(
      `insert into public.testimonials (company_name, quote, industry, is_active)
       values ('Skjult ApS', 'En skjult reference, som ingen besøgende ser endnu.', 'Test', false)`,
    );
    await quiet();
    expect((await runFunction()).body).toMatchObject({ called: false });
    expect(hookCalls).toBe(0);

    // Unpublishing is public, though: the post must leave the site.
    await sql("update public.blog_posts set status = 'draft', published_at = null where id = $1", [published]);
    await quiet();
    expect((await runFunction()).body).toEqual({ called: true, ok: true });
    expect(hookCalls).toBe(1);
  });

  it("keeps a failed call and retries it; a change during the call is built next time", async () => {
    await insertPost("published");
    await quiet();
    hookStatus = 503;
    expect((await runFunction()).body).toMatchObject({ called: true, ok: false, reason: "deploy hook answered 503" });
    const [state] = await sql<{ pending: boolean; failures: number }>(
      "select pending_since is not null as pending, failures from private.site_rebuild",
    );
    expect(state).toEqual({ pending: true, failures: 1 });

    hookStatus = 200;
    expect((await runFunction()).body).toEqual({ called: true, ok: true });
    expect(hookCalls).toBe(2);
    expect((await runFunction()).body).toMatchObject({ called: false });
  });

  it("refuses anyone but the service role, and bad input, without calling the hook", async () => {
    await insertPost("published");
    await quiet();
    expect((await runFunction(stack.anonKey)).status).toBe(403);
    const noToken = await fetch(`${stack.apiUrl}/functions/v1/site-rebuild`, { method: "POST", body: "{}" });
    expect(noToken.status).toBe(401);
    const bad = await fetch(`${stack.apiUrl}/functions/v1/site-rebuild`, {
      method: "POST",
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ url: "http://evil.example/" }),
    });
    expect(bad.status).toBe(400);
    expect(hookCalls).toBe(0);

    // Neither can the API reach the state or the functions.
    const rpc = await fetch(`${stack.apiUrl}/rest/v1/rpc/take_site_rebuild`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, "content-type": "application/json" },
      body: JSON.stringify({ p_quiet_seconds: 0 }),
    });
    expect(rpc.status).toBeGreaterThanOrEqual(400);
  });

  it("the stack's ticker calls the function on its own, as pg_cron does hosted", async () => {
    await insertPost("published");
    const stop = startFunctionTicker({ apiUrl: stack.apiUrl, serviceRoleKey: stack.serviceRoleKey, name: "site-rebuild", intervalMs: 250, log: () => undefined });
    try {
      await expect.poll(() => hookCalls, { timeout: 10_000 }).toBe(1);
    } finally {
      stop();
    }
  });
});
