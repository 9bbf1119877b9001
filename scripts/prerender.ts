/**
 * Renders every public page of a finished client build to static HTML (dist/<route>/index.html) and
 * writes sitemap.xml, rss.xml and robots.txt. Run by the build itself (scripts/prerender/vite-plugin.ts)
 * between the client build and the service worker's generation, so the worker precaches these pages.
 */
import { readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { BLOG_TEASER_CONTENT } from "../src/content/blog-teaser.ts";
import { ACCOUNT_PATHS } from "../src/app/shell-for-path.ts";
import { authStorageKey } from "../src/features/auth/auth-storage.ts";
import { appOnlyPaths } from "../src/lib/app-only-paths.ts";
import type { PublicEnv } from "../src/lib/env-schema.ts";
import { robotsTxt, rssXml, sitemapXml, type SitemapEntry } from "./prerender/feeds.ts";
import { buildHeadersFile } from "./prerender/headers.ts";
import { appShellGuard, fillTemplate, inlineStylesheets } from "./prerender/html.ts";
import { fetchPublishedPosts } from "./prerender/posts.ts";
import { NOT_FOUND_ROUTE, postPath, routeFile, SEARCH_KEYS, STATIC_ROUTES } from "./prerender/routes.ts";

/** The exports of src/entry-server.tsx that this script uses (it loads the built file at run time). */
interface ServerEntry {
  renderPage(path: string): Promise<{
    status: number;
    redirect?: string;
    html: string;
    head: { lang: string };
    state: unknown;
  }>;
  renderStaticCookieBanner(): string;
  serializeHead(head: unknown): string;
  jsonForScript(value: unknown): string;
  siteIdentity: { productName: string; resellerName: string };
}

export interface PrerenderOptions {
  /** The client build's folder (its index.html is the template). */
  outDir: string;
  /** The SSR build of src/entry-server.tsx. */
  serverEntry: string;
  env: PublicEnv;
}

export interface PrerenderResult {
  pages: string[];
  skipped: { route: string; reason: string }[];
  posts: number | null;
}

/** `_redirects` (Netlify, Cloudflare Pages): rewrites, applied only where no file or prerendered page matches. */
export function redirectsFile(adminPath: string): string {
  const lines = appOnlyPaths(adminPath).flatMap((path) => [`${path} /${APP_SHELL_FILE} 200`, `${path}/* /${APP_SHELL_FILE} 200`]);
  return `# The app's pages that are never prerendered get the app shell; any other unknown path gets 404.html (404).\n${lines.join("\n")}\n`;
}

/**
 * What hosts and the service worker serve for the app-only pages (src/lib/app-only-paths.ts): the sign-in
 * page, prerendered from the app's own route, which a signed-out visitor of /auth or /customer-portal
 * sees from the first paint; elsewhere it stays hidden until the app has rendered (appShellGuard).
 */
export const APP_SHELL_FILE = "app-shell.html";

/** The route the app shell is rendered from. */
export const APP_SHELL_ROUTE = "/auth";

const PRERENDER_STATE_ID = "prerender-state"; // PRERENDER_STATE_ID in src/app/prerender-state-id.ts

export async function prerender({ outDir, serverEntry, env }: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  const built = await readFile(join(outDir, "index.html"), "utf8");
  const template = inlineStylesheets(built, (href) => readFileSync(join(outDir, href), "utf8"));
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;

  const staticBanner = server.renderStaticCookieBanner();
  const shell = await server.renderPage(APP_SHELL_ROUTE);
  const shellHtml = fillTemplate(template, {
    lang: shell.head.lang,
    head: server.serializeHead(shell.head),
    body: shell.html,
    stateJson: server.jsonForScript(shell.state),
    stateId: PRERENDER_STATE_ID,
    path: APP_SHELL_ROUTE,
    staticBanner,
    guard: appShellGuard(ACCOUNT_PATHS, authStorageKey(env.VITE_SUPABASE_URL)),
  });
  await writeFile(join(outDir, APP_SHELL_FILE), shellHtml);
  const posts = await fetchPublishedPosts(env);
  // Without the API the blog list would be prerendered as a loading state: leave it to the browser.
  const staticRoutes = posts === null ? STATIC_ROUTES.filter((route) => route !== "/blog") : STATIC_ROUTES;
  const routes = [...staticRoutes, ...(posts ?? []).map((post) => postPath(post.slug)), NOT_FOUND_ROUTE];

  const result: PrerenderResult = { pages: [], skipped: [], posts: posts?.length ?? null };
  for (const route of routes) {
    const page = await server.renderPage(route);
    if (page.redirect) {
      result.skipped.push({ route, reason: `redirects to ${page.redirect}` });
      continue;
    }
    if (page.status === 404 && route !== NOT_FOUND_ROUTE) {
      result.skipped.push({ route, reason: "no such route in the app" });
      continue;
    }
    const html = fillTemplate(template, {
      lang: page.head.lang,
      head: server.serializeHead(page.head),
      body: page.html,
      stateJson: server.jsonForScript(page.state),
      stateId: PRERENDER_STATE_ID,
      path: route,
      searchKeys: SEARCH_KEYS[route],
      staticBanner,
    });
    const file = join(outDir, routeFile(route));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    result.pages.push(route);
  }
  // Static hosts (GitHub Pages, Netlify, Cloudflare Pages) answer unknown paths with 404.html, status 404.
  if (result.pages.includes(NOT_FOUND_ROUTE)) await copyFile(join(outDir, routeFile(NOT_FOUND_ROUTE)), join(outDir, "404.html"));
  // Netlify and Cloudflare Pages: the app's pages that are not prerendered get the app shell, status 200.
  await writeFile(join(outDir, "_redirects"), redirectsFile(env.VITE_ADMIN_PATH));
  // Last of the HTML written: the Content-Security-Policy holds the hash of every inline script in it.
  const headers = await buildHeadersFile(outDir, env);
  await writeFile(join(outDir, "_headers"), headers.text);

  const sitemap: SitemapEntry[] = [
    ...staticRoutes.filter((route) => result.pages.includes(route)).map((path) => ({ path })),
    ...(posts ?? [])
      .filter((post) => !post.linkedin_url && result.pages.includes(postPath(post.slug)))
      .map((post) => ({ path: postPath(post.slug), lastmod: post.published_at ?? undefined })),
  ];
  await writeFile(join(outDir, "sitemap.xml"), sitemapXml(env.VITE_SITE_URL, sitemap));
  const channel = {
    siteUrl: env.VITE_SITE_URL,
    title: `${server.siteIdentity.productName} – ${BLOG_TEASER_CONTENT.heading}`,
    description: BLOG_TEASER_CONTENT.intro,
  };
  await writeFile(join(outDir, "rss.xml"), rssXml(channel, posts ?? []));
  await writeFile(join(outDir, "robots.txt"), robotsTxt(env.VITE_SITE_URL));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${result.pages.length} pages in ${seconds} s (${result.posts ?? "no"} posts), ${headers.scriptHashes.length} inline scripts in _headers`);
  for (const { route, reason } of result.skipped) console.warn(`prerender: skipped ${route}: ${reason}`);
  return result;
}
