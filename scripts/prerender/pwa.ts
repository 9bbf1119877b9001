import { fileURLToPath } from "node:url";
import type { VitePWAOptions } from "vite-plugin-pwa";
import type { PublicEnv } from "../../src/lib/env-schema.ts";
import { appOnlyPaths } from "../../src/lib/app-only-paths.ts";
import { APP_SHELL_URL, SW_CACHES } from "../../src/lib/sw-caches.ts";
import { APP_SHELL_FILE } from "../prerender.ts";
import { NOT_FOUND_ROUTE } from "./routes.ts";
import { LATER_SCRIPT, splitPrecache } from "./pwa-later.ts";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const THEME_COLOR = "#0b2545";

// The worker's code is this object's source text (workbox-build stringifies it), so it can use no import:
// the 404 page's precached file is written out, and checked against the route here.
const NOT_FOUND_FILE = "/404/index.html";
if (NOT_FOUND_FILE !== `${NOT_FOUND_ROUTE}/index.html`) throw new Error("pwa.ts: NOT_FOUND_FILE does not match NOT_FOUND_ROUTE");
if (APP_SHELL_URL !== `/${APP_SHELL_FILE}`) throw new Error("pwa.ts: APP_SHELL_URL does not match APP_SHELL_FILE");

/**
 * The app's own pages, with or without a query: Workbox tests the allowlist against path and query, so
 * `^/auth(/|$)` missed `/auth?reset=true`, which then went to the "pages" cache with its fragment's tokens.
 */
function appOnlyPattern(adminPath: string): RegExp {
  return new RegExp(`^(?:${appOnlyPaths(adminPath).map(escapeRegExp).join("|")})(?:[/?]|$)`);
}

/**
 * What the "pages" cache may keep (issue 35): a key never carries the fragment, and nothing is kept whose
 * URL (query or fragment) has a parameter that carries a session or a one-time credential: the access and
 * refresh tokens a reset or sign-in link lands with (`…#access_token=…&refresh_token=…`), a PKCE or OTP code,
 * an auth error. The app's own pages never get here: the navigation route above answers them all with the
 * app shell. (The worker's code can import nothing, and Workbox accepts no extra property on a plugin: the
 * pattern is written out in the callback.)
 */
const PAGE_CACHE_RULES = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    const url = new URL(request.url);
    url.hash = "";
    return url.href;
  },
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }): Promise<Response | null> => {
    const url = new URL(request.url);
    const names = [...new URLSearchParams(url.search).keys(), ...new URLSearchParams(url.hash.slice(1)).keys()];
    return names.some((name) => /token|^code$|^error/i.test(name)) ? null : response;
  },
};

/**
 * Only what any visitor reads is kept: a request made with the anon key as its bearer (the public client,
 * src/lib/public-data-client.ts). The admin's replication reads the same tables with the admin's token, drafts
 * included; those answers are for that user only and never stored.
 */
const PUBLIC_READS_ONLY = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }): Promise<Response | null> => {
    const authorization = request.headers.get("authorization");
    return authorization === null || authorization === `Bearer ${request.headers.get("apikey")}` ? response : null;
  },
};

/**
 * When a navigation gets neither the network nor the "pages" cache: the build's own copy of that page
 * (precached as <path>/index.html, its revision in the query, hence ignoreSearch), else the 404 page.
 */
const PRECACHED_PAGE_FALLBACK = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const path = new URL(request.url).pathname.replace(/\/+$/, "");
    const page = await caches.match(`${path}/index.html`, { ignoreSearch: true });
    return page ?? (await caches.match("/404/index.html", { ignoreSearch: true }));
  },
};

/**
 * The web app manifest and the service worker (Workbox generateSW). The worker precaches the app shell,
 * every prerendered page and all their assets, and caches at run time what the pages read later: blog
 * data (network first, so online readers always get the current text) and images (cache first).
 */
export function pwaOptions(env: PublicEnv, outDir: () => string = () => fileURLToPath(new URL("../../dist", import.meta.url))): Partial<VitePWAOptions> {
  return {
    // The app registers the worker itself (src/features/offline) and asks before activating a new one.
    registerType: "prompt",
    injectRegister: false,
    // After the prerender plugin (order "pre"), so the pages it writes are in the precache manifest.
    integration: { closeBundleOrder: "post" },
    manifest: {
      id: "/",
      name: `${env.VITE_PRODUCT_NAME} – IT-sikkerhed for små virksomheder`,
      short_name: env.VITE_PRODUCT_NAME,
      description: "IT-sikkerhed som abonnement for små virksomheder med 1-30 medarbejdere.",
      lang: "da",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: THEME_COLOR,
      background_color: "#ffffff",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2}"],
      // Blog photos are cached when a page shows them (runtime rule below), not all up front.
      globIgnores: ["images/blog/**", "404.html", LATER_SCRIPT],
      // The precache is what the app's own pages need (shell, code, styles), the editor first; the other pages
      // and the chat's code are fetched by the worker once it is in charge (pwa-later.ts): a first install
      // that a lost connection cuts short then costs seconds, not the whole build.
      manifestTransforms: [splitPrecache(outDir)],
      importScripts: [`/${LATER_SCRIPT}`],
      // A prerendered page is the file <route>/index.html and stays precached under that name, never under
      // the URL a visitor navigates to (/blog): the precache answers before any other route and never asks
      // the network, so a returning reader got the /blog of the build that installed the worker, not the
      // one the host serves now. Navigations go to the network first (rule below); these copies are what a
      // page falls back to offline. No directory index either, for the same reason: "/" must not match
      // "/index.html" in the precache.
      directoryIndex: "",
      // The app's pages that are never prerendered (sign-in, portal, admin) get the bare app, online or not.
      // Any other unknown path goes to the host, which answers 404 with the 404 page (rule below).
      navigateFallback: APP_SHELL_URL,
      navigateFallbackAllowlist: [appOnlyPattern(env.VITE_ADMIN_PATH)],
      navigateFallbackDenylist: [/\.[a-z0-9]+$/i],
      cleanupOutdatedCaches: true,
      // The first worker takes charge of the page that installed it: a landing page that has not started
      // its app yet (src/app/start-on-intent.ts) can then still start it after the connection drops.
      // An update still waits for the visitor (registerType "prompt"); only then is it claimed.
      clientsClaim: true,
      runtimeCaching: [
        {
          // Every navigation that is not one of the app's own pages: the host's current page first, so a
          // returning reader sees a post published since the last visit as soon as the host serves it.
          // Each page read online is kept ("pages", under its URL without the fragment, and never one with a
          // token: PAGE_CACHE_RULES); without a connection (or no answer within 3 s) that copy answers, then the
          // page as precached by the build, then the precached 404 page, whose app shows a post published
          // after the build if its data was cached.
          urlPattern: ({ request }) => request.mode === "navigate",
          handler: "NetworkFirst",
          options: {
            cacheName: SW_CACHES.pages,
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 30 },
            cacheableResponse: { statuses: [200] },
            plugins: [PAGE_CACHE_RULES, PRECACHED_PAGE_FALLBACK],
          },
        },
        {
          // Public reads of the blog (list, posts, related posts, categories) and the landing page's references,
          // on whatever host Supabase runs. (Written out here: the callback is copied into the worker on its own.)
          urlPattern: ({ url, request }) =>
            request.method === "GET" &&
            ["/rest/v1/blog_posts", "/rest/v1/rpc/related_blog_posts", "/rest/v1/rpc/blog_categories", "/rest/v1/testimonials"].includes(url.pathname),
          handler: "NetworkFirst",
          options: {
            cacheName: SW_CACHES.contentData,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 },
            cacheableResponse: { statuses: [200] },
            matchOptions: { ignoreVary: true },
            plugins: [PUBLIC_READS_ONLY],
          },
        },
        {
          // The app's code and styles: precached, and the precache answers first. What it does not hold (a
          // chunk of a newer or older build that an open page asks for) is kept the first time the worker
          // sees it fetched, so a page that was working goes on working offline. Names carry the content's
          // hash: a cached file never goes stale.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
          handler: "CacheFirst",
          options: {
            cacheName: SW_CACHES.assets,
            expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ request }) => request.destination === "image",
          handler: "CacheFirst",
          options: {
            cacheName: SW_CACHES.images,
            expiration: { maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  };
}
