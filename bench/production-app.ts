import { chromium, type Browser } from "playwright-core";
import { startTestApp, type TestApp } from "../e2e/support/test-app.ts";

/** The flags that work on these machines (ARCHITECTURE section 3). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The production build (prerendered pages, service worker) on a throwaway stack, served as a static host
 * would, plus a browser: the same setup as the browser tests, for numbers instead of assertions.
 */
export async function withProductionApp<T>(run: (app: TestApp, browser: Browser) => Promise<T>): Promise<T> {
  const app = await startTestApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await run(app, browser);
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** Slug of the newest published article that is not a LinkedIn post (prerendered by the build). */
export async function newestPostSlug(app: TestApp): Promise<string> {
  const url = `${app.stack.apiUrl}/rest/v1/blog_posts?select=slug&status=eq.published&linkedin_url=is.null&order=published_at.desc&limit=1`;
  const response = await fetch(url, { headers: { apikey: app.stack.anonKey } });
  const [post] = (await response.json()) as Array<{ slug: string }>;
  if (!post) throw new Error("no published post in the demo seed");
  return post.slug;
}
