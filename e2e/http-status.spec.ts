// The build served as the documented static hosts serve it (Netlify, Cloudflare Pages: `_redirects` and
// `404.html`, emulated by scripts/static-host.ts and `npm run preview`): an unknown path is a real 404
// with the 404 page, the app-only pages get the app shell with 200.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "../supabase/local/env.ts";
import { startStaticHost, type StaticHost } from "../scripts/static-host.ts";
import { e2eEnv } from "./support/env.ts";
import { expect, test } from "./support/test.ts";

const ADMIN_PATH = loadEnv().VITE_ADMIN_PATH ?? "/admin";
let host: StaticHost;
let appShell: string;

test.beforeAll(async () => {
  const { distDir } = e2eEnv();
  appShell = readFileSync(join(distDir, "app-shell.html"), "utf8");
  host = await startStaticHost(distDir, { hostConventions: true });
});
test.afterAll(async () => host.close());

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test("an unknown path answers 404 with the 404 page: its own title, noindex", async () => {
  for (const path of ["/denne/side/findes/ikke", "/blog/en/to", "/platformen", "/_redirects"]) {
    const response = await fetch(`${host.url}${path}`);
    expect(response.status, path).toBe(404);
    const html = await response.text();
    expect(title(html), path).toMatch(/^404 \| /);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain(">404</h1>");
  }
});

test("the app-only pages (sign-in, portal, admin, the secret admin path) get the app shell with 200", async () => {
  for (const path of ["/auth", "/customer-portal", "/customer-portal/billing", "/admin", "/admin/posts", ADMIN_PATH, `${ADMIN_PATH}/`]) {
    const response = await fetch(`${host.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toBe(appShell);
  }
});

test("prerendered pages and files still answer 200", async () => {
  for (const path of ["/", "/faq", "/platform", "/404", "/sitemap.xml"]) {
    expect((await fetch(`${host.url}${path}`)).status, path).toBe(200);
  }
});

test("the build's _redirects lists exactly the app-only pages", () => {
  const lines = readFileSync(join(e2eEnv().distDir, "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"));
  const rewritten = new Set(lines.map((line) => line.split(/\s+/)[0]!.replace(/\/\*$/, "")));
  expect([...rewritten].sort()).toEqual(["/admin", "/auth", "/customer-portal", ADMIN_PATH].sort());
  for (const line of lines) expect(line).toMatch(/ \/app-shell\.html 200$/);
});

test("in the browser, the 404 page keeps its title once the app has started", async ({ page }) => {
  const response = await page.goto(`${host.url}/denne/side/findes/ikke`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page).toHaveTitle(/^404 \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("an unknown product slug is sent to /404", async ({ page }) => {
  await page.goto(`${host.url}/platform/findes-ikke`);
  await expect(page).toHaveURL(`${host.url}/404`);
  await expect(page).toHaveTitle(/^404 \| /);
});
