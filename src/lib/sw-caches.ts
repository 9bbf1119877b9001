/**
 * The service worker's run-time caches (scripts/prerender/pwa.ts builds the worker), named here because the
 * app reads them too: sign-out clears what a user left in them (src/features/auth/signed-in-caches.ts),
 * and the admin checks that its code is kept before it says it is ready offline.
 */
export const SW_CACHES = {
  /** Public pages as last read online (network first). Never a page of the app's own or a URL with a token. */
  pages: "pages",
  /** Public reads of the blog and the references, made with the anon key only. */
  contentData: "content-data",
  images: "images",
  /** The app's hashed code and styles fetched while the worker is in charge (cache first). */
  assets: "assets",
} as const;

/**
 * The build's prerendered pages that are not in the precache: the worker fetches them once it is in charge
 * (scripts/prerender/pwa-later.ts), so a first install is small and an admin can go offline within seconds.
 */
export const LATER_PAGES_CACHE = "build-pages";

/** The page every app-only path (sign-in, portal, admin) is answered with, online or not. */
export const APP_SHELL_URL = "/app-shell.html";

