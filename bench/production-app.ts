import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { startStack, type RunningStack } from "../supabase/local/stack.ts";
import { startStaticHost } from "../scripts/static-host.ts";
import { viteBuild } from "../scripts/vite-build.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";

export interface ProductionApp {
  baseURL: string;
  stack: RunningStack;
  /** The build the host serves (read per request, so a bench may add pages to it). */
  outDir: string;
}

/**
 * The production build (prerendered pages, service worker) against a throwaway stack with the demo
 * seed, served compressed like a CDN would (static-host.ts), plus a browser.
 */
export async function withProductionApp<T>(run: (app: ProductionApp, browser: Browser) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), "bench-app-"));
  // As Netlify or Cloudflare Pages serve the build: its `_redirects` (each app-only page's shell), then 404.html.
  const host = await startStaticHost(outDir, { hostConventions: true, cdn: true });
  const stack = await startStack({ mode: "test", siteUrl: host.url });
  try {
    await viteBuild(outDir, { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey, VITE_SITE_URL: host.url }, "error");
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      return await run({ baseURL: host.url, stack, outDir }, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await host.close();
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Slug of the newest published article that is not a LinkedIn post (prerendered by the build). */
export async function newestPostSlug(app: ProductionApp): Promise<string> {
  const url = `${app.stack.apiUrl}/rest/v1/blog_posts?select=slug&status=eq.published&linkedin_url=is.null&order=published_at.desc&limit=1`;
  const response = await fetch(url, { headers: { apikey: app.stack.anonKey } });
  const [post] = (await response.json()) as Array<{ slug: string }>;
  if (!post) throw new Error("no published post in the demo seed");
  return post.slug;
}

/**
 * Adds the static floor of a page to the served build and returns its path: the same prerendered HTML
 * and inlined CSS with every script removed (the page with nothing to run), as a first visit sees it. It is served by the same
 * host, compressed the same way, so the page and its floor differ in their scripts only.
 */
export async function addStaticFloor(app: ProductionApp, path: string): Promise<string> {
  const html = await fetch(`${app.baseURL}${path}`).then((response) => response.text());
  const floorPath = `/__floor${path === "/" ? "" : path}`;
  const folder = join(app.outDir, ...floorPath.split("/").filter(Boolean));
  mkdirSync(folder, { recursive: true });
  const floor = html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    // What the head script sets on a first visit (index.html): the floor shows the static cookie banner
    // too, so both pages paint the same things and differ in their scripts only.
    .replace("<html ", "<html data-consent-needed ");
  writeFileSync(join(folder, "index.html"), floor);
  return floorPath;
}
