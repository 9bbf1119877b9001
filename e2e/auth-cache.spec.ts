import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { e2eEnv } from "./support/env.ts";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

// About what the service worker keeps in Cache Storage, which playwright.config.ts blocks for most specs.
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 90_000 });

interface CachedEntry {
  cache: string;
  url: string;
  /** The stored request's Authorization header, when the browser kept it. */
  authorization: string | null;
  body: string;
}

/**
 * Every entry in Cache Storage outside the precache (the build's own files, the same for everyone), read
 * from the page: its key, the stored request's Authorization, and its body as text.
 */
async function cachedEntries(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith("workbox-precache")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response && /text|json|javascript/.test(response.headers.get("content-type") ?? "") ? await response.text() : "";
        entries.push({ cache: name, url: request.url, authorization: request.headers.get("authorization"), body });
      }
    }
    return entries;
  });
}

/** Also the precache's keys, for the check that no key anywhere carries a token. */
async function allKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys()) keys.push(...(await (await caches.open(name)).keys()).map((request) => `${name} ${request.url}`));
    return keys;
  });
}

async function installServiceWorker(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The verify link of the newest reset mail to `email` in the local outbox. */
async function resetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${e2eEnv().mailUrl}/api/messages?to=${encodeURIComponent(email)}`);
      const messages = (await response.json()) as Array<{ links: string[] }>;
      link = messages[0]?.links.find((href) => href.includes("/auth/v1/verify"));
      return link;
    })
    .toBeTruthy();
  return link!;
}

const APP_ONLY = /^\/(auth|customer-portal|admin|sikker-adgang-7f3k)(\/|$)/;

/** What no cache may hold: a token anywhere, or a copy of one of the app's signed-in pages. */
function expectNothingSignedIn(entries: CachedEntry[], keys: string[], tokens: string[]): void {
  for (const key of keys) {
    expect(key, "a cache key").not.toMatch(/access_token|refresh_token|#/);
  }
  for (const entry of entries) {
    expect(entry.url, "a cache key").not.toMatch(/access_token|refresh_token/);
    // The bodies are the site's own pages and code (whose scripts do name the parameters): none holds a token.
    for (const token of tokens) expect(`${entry.url} ${entry.body}`.includes(token), `a session's token in ${entry.url}`).toBe(false);
    if (entry.cache === "pages") expect(new URL(entry.url).pathname, "a signed-in page kept in 'pages'").not.toMatch(APP_ONLY);
  }
}

test("a reset link and a sign-in link leave no token and no signed-in page in Cache Storage, and sign-out clears the rest", async ({ page }) => {
  const { apiUrl, anonKey } = e2eEnv();
  const email = `e2e-${randomUUID()}@example.dk`;
  const password = `Pw-${randomUUID()}`;
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const signUp = await client.auth.signUp({ email, password });
  expect(signUp.error).toBeNull();

  await installServiceWorker(page);

  // The reset mail's link: the auth server sends the browser on to /auth?reset=true#access_token=…&refresh_token=…
  const baseURL = new URL(page.url()).origin;
  const reset = await client.auth.resetPasswordForEmail(email, { redirectTo: `${baseURL}/auth?reset=true` });
  expect(reset.error).toBeNull();
  await page.goto(await resetLink(email));
  await expect(page).toHaveURL(/\/auth\?reset=true/);
  await expect(page.getByRole("heading", { name: "Set New Password" }).first()).toBeVisible();

  // A sign-in link that lands on the front page with the session in the fragment (as a confirmation mail's does).
  const session = (await client.auth.signInWithPassword({ email, password })).data.session!;
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: "bearer",
    type: "magiclink",
  });
  await page.goto(`/#${fragment}`);
  await expect(page.getByRole("link", { name: "Portal" }).first()).toBeVisible();
  // Signed-in pages, one with a query.
  await page.goto("/customer-portal");
  await page.goto("/customer-portal?success=true");
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");

  const tokens = [session.access_token, session.refresh_token];
  // The worker writes its copies after answering: look until they had time to land (the blog page is one).
  await expect.poll(async () => (await cachedEntries(page)).some((entry) => new URL(entry.url).pathname === "/blog")).toBe(true);
  expectNothingSignedIn(await cachedEntries(page), await allKeys(page), tokens);

  // What a worker of an earlier build left behind: the reset page under its tokenized URL, a portal page,
  // and a read made with the user's token. Sign-out must clear them too.
  const leftBefore = [`/auth?reset=true#access_token=${session.access_token}&refresh_token=${session.refresh_token}`, "/customer-portal?success=true"];
  await page.evaluate(
    async ({ paths, token, apiUrl }) => {
      const pages = await caches.open("pages");
      for (const path of paths) await pages.put(new Request(path), new Response("<!doctype html><title>gammel kopi</title>", { headers: { "content-type": "text/html" } }));
      const data = await caches.open("content-data");
      const read = new Request(`${apiUrl}/rest/v1/blog_posts?select=*`, { headers: { authorization: `Bearer ${token}` } });
      await data.put(read, new Response(`[{"title":"kladde","token":"${token}"}]`, { headers: { "content-type": "application/json" } }));
    },
    { paths: leftBefore, token: session.access_token, apiUrl },
  );
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  // Sign-out clears the caches just after the header changes: wait for what was left to go.
  await expect.poll(async () => (await allKeys(page)).filter((key) => /reset=true|success=true|blog_posts\?select=\*$/.test(key))).toEqual([]);
  const after = await cachedEntries(page);
  expectNothingSignedIn(after, await allKeys(page), tokens);
  // Nothing read with the user's own token stays: only public reads (the anon key as bearer) may.
  for (const entry of after.filter((e) => e.authorization !== null)) {
    expect(entry.authorization, entry.url).toBe(`Bearer ${anonKey}`);
  }
});

test("an admin's own reads (drafts, read with the admin's token) are never kept by the worker, and logout leaves nothing of them", async ({ page }) => {
  const draft: FixturePost = await createPost({ name: "cache-draft", title: "E2E kladde i cachen", status: "draft" });
  try {
    await adminReadsNotKept(page);
  } finally {
    await deletePosts([draft]);
  }
});

async function adminReadsNotKept(page: Page): Promise<void> {
  await signInPage(page, await createUser({ admin: true }));
  await installServiceWorker(page);
  await page.goto("/admin/posts");
  await expect(page.getByRole("status", { name: "Synkronisering" })).toHaveText("Synkroniseret");
  await page.reload();
  await expect(page.getByRole("status", { name: "Synkronisering" })).toHaveText("Synkroniseret");
  await page.waitForLoadState("networkidle");

  const { anonKey } = e2eEnv();
  const withToken = (entries: CachedEntry[]) => entries.filter((e) => e.authorization !== null && e.authorization !== `Bearer ${anonKey}`).map((e) => e.url);
  const draftsRead = (entries: CachedEntry[]) => entries.filter((e) => e.cache === "content-data" && /"status":"draft"/.test(e.body)).map((e) => e.url);
  const signedIn = await cachedEntries(page);
  expect(withToken(signedIn)).toEqual([]);
  expect(draftsRead(signedIn)).toEqual([]);

  await page.getByRole("button", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL("/admin");
  const after = await cachedEntries(page);
  expect(withToken(after)).toEqual([]);
  expect(after.filter((e) => e.cache === "pages" && APP_ONLY.test(new URL(e.url).pathname)).map((e) => e.url)).toEqual([]);
}
