// The security headers of the static site (scripts/prerender/headers.ts → dist/_headers), as the browser tests'
// host and `npm run preview` send them (scripts/static-host.ts reads that file, as Netlify and Cloudflare
// Pages do): on a public page, the app shell, an asset and the 404 page. And the policy is enforced: a script
// the build did not write does not run, and the browser reports it on the console, which the console
// sweep (console-sweep.spec.ts, console-clean.spec.ts) would then fail on.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startStaticHost, type StaticHost } from "../scripts/static-host.ts";
import { inlineScriptHashes } from "../scripts/prerender/headers.ts";
import { loadEnv } from "../supabase/local/env.ts";
import { collectConsoleErrors } from "./support/console-errors.ts";
import { e2eEnv } from "./support/env.ts";
import { expect, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

const ADMIN_PATH = loadEnv().VITE_ADMIN_PATH ?? "/admin";
let host: StaticHost;

test.beforeAll(async () => {
  // As `npm run preview` serves the build (scripts/preview.ts).
  host = await startStaticHost(e2eEnv().distDir, { hostConventions: true, cdn: true });
});
test.afterAll(async () => host.close());

/** The CSP's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name = "", ...sources]) => [name, sources]));
}

function expectSecurityHeaders(headers: Headers, path: string): void {
  expect(headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
  expect(headers.get("x-content-type-options"), path).toBe("nosniff");
  expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), path).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\)/);
  expect(headers.get("x-frame-options"), path).toBe("DENY");
  const csp = directives(headers.get("content-security-policy") ?? "");
  expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
  expect(csp.get("object-src"), path).toEqual(["'none'"]);
  expect(csp.get("base-uri"), path).toEqual(["'self'"]);
  expect(csp.get("form-action"), path).toEqual(["'self'"]);
  expect(csp.get("default-src"), path).toEqual(["'self'"]);
  // Never a blanket allowance for scripts.
  expect(csp.get("script-src")?.[0], path).toBe("'self'");
  expect(csp.get("script-src"), path).not.toContain("'unsafe-inline'");
  expect(csp.get("script-src"), path).not.toContain("'unsafe-eval'");
  // The build's Supabase project, over HTTP and WebSocket (locally http:/ws:, hosted https:/wss:).
  const api = new URL(e2eEnv().apiUrl);
  expect(csp.get("connect-src"), path).toEqual(["'self'", api.origin, `ws://${api.host}`]);
  expect(csp.get("img-src"), path).toContain(`${api.origin}/storage/v1/`);
}

test("a public page, the app shell, an asset, the worker and the 404 page carry the security headers", async () => {
  const assets = readdirSync(join(e2eEnv().distDir, "assets"));
  const script = assets.find((file) => file.endsWith(".js"));
  const paths = ["/", "/faq", "/auth", ADMIN_PATH, `/assets/${script}`, "/sw.js", "/manifest.webmanifest", "/findes-ikke"];
  for (const path of paths) {
    const response = await fetch(`${host.url}${path}`);
    expect(response.status, path).toBe(path === "/findes-ikke" ? 404 : 200);
    expectSecurityHeaders(response.headers, path);
  }
  // The browser tests' own host (a host whose fallback is index.html) sends the same.
  expectSecurityHeaders((await fetch(`${e2eEnv().baseURL}/`)).headers, "test host /");
  expect((await fetch(`${host.url}/_headers`)).status).toBe(404);
});

test("script-src holds exactly the hashes of the inline scripts in the build's pages", async () => {
  const { distDir } = e2eEnv();
  const pages = readdirSync(distDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(10);
  const written = new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(join(distDir, file), "utf8"))));
  const policy = (await fetch(`${host.url}/`)).headers.get("content-security-policy") ?? "";
  const hashes = (directives(policy).get("script-src") ?? []).filter((source) => source.startsWith("'sha256-"));
  expect(new Set(hashes)).toEqual(written);
  // The consent, signed-in mark and the two page guards: one hash each, however many pages and posts.
  expect(hashes).toHaveLength(4);
});

test("the policy is enforced: a script the build did not write does not run, and the console says so", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/faq");
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string }>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve({ ran: "injected" in window, violated: event.effectiveDirective }), { once: true });
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
      }),
  );
  expect(outcome).toEqual({ ran: false, violated: "script-src-elem" });
  await expect.poll(() => errors.join("\n")).toMatch(/Content Security Policy/);
});

test("the admin area works under the policy: every section, the post editor, no violation", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await signInPage(page, await createUser({ admin: true }));
  for (const path of ["/admin/posts", "/admin/posts/new", "/admin/testimonials", "/admin/leads", "/admin/chat"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    // The admin's local copy syncs with the server (RxDB over the REST API and realtime), under connect-src.
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});
