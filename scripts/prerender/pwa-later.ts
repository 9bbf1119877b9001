/**
 * The service worker's precache in two parts (issue 35, item 7: an admin offline within seconds of the first visit).
 *
 * Workbox installs the precache one file at a time, and the worker takes charge of the page only when every file
 * is in; a connection lost before then fails the install, and a reload offline shows the browser's error page.
 * So the precache ("first") holds what the app's own pages need to start and work: the app shell, the 404 page,
 * the manifest and icons, and the code and styles (the admin's editor first). The rest ("later": every other
 * prerendered page, the chat's code) is fetched by the worker once it is in charge, into run-time caches the
 * worker already reads: a page into LATER_PAGES_CACHE (the navigation route's offline fallback looks in every
 * cache), hashed code into the "assets" cache (its cache-first route). Each file is stored as soon as it arrives
 * and one already stored is not fetched again, so a warm cut short by a lost connection goes on from where it
 * stopped the next time a page asks (every load, and whenever the browser comes back online:
 * src/features/offline/service-worker.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ManifestEntry, ManifestTransform } from "workbox-build";
import { APP_SHELL_URL, LATER_PAGES_CACHE, SW_CACHES } from "../../src/lib/sw-caches.ts";
import { WARM_LATER_MESSAGE } from "../../src/features/offline/warm-later-message.ts";

/** The worker's extra script (workbox `importScripts`), written next to sw.js. */
export const LATER_SCRIPT = "sw-later.js";

/** Chunks no admin page and no first paint needs: the chat assistant's widget. */
const LATER_CODE = /^assets\/(chat|chat-panel-body|assistant-markdown)-[\w-]+\.js$/;

/** The admin's editor, the largest chunk: first, so it is in even if the install is cut short after it. */
const EDITOR_CODE = /^assets\/markdown-editor-[\w-]+\.(js|css)$/;

const NOT_FOUND_FILE = "404/index.html";

/** Whether a precache entry can wait until the worker is in charge. */
function isLater(url: string): boolean {
  if (url === APP_SHELL_URL.slice(1) || url === NOT_FOUND_FILE) return false;
  return url.endsWith(".html") || LATER_CODE.test(url);
}

/** First the app shell, then the editor, then the rest in the build's order (the install is sequential). */
function firstOrder(url: string): number {
  if (url === APP_SHELL_URL.slice(1)) return 0;
  return EDITOR_CODE.test(url) ? 1 : 2;
}

interface LaterEntry {
  url: string;
  /** The cache the entry goes to, and the key it is stored under (a page's revision in its query, as Workbox does). */
  cache: string;
  key: string;
}

function laterEntry(entry: ManifestEntry): LaterEntry {
  const url = `/${entry.url}`;
  if (url.endsWith(".html")) {
    return { url, cache: LATER_PAGES_CACHE, key: entry.revision ? `${url}?__WB_REVISION__=${entry.revision}` : url };
  }
  return { url, cache: SW_CACHES.assets, key: url };
}

/**
 * The worker's side, written out as the source text of sw-later.js (it can import nothing). Runs when a page
 * asks: stores each missing entry in turn; drops pages of earlier builds; answers on the message's port when
 * all is in. One warm at a time.
 */
function workerSide(later: LaterEntry[], pagesCache: string, message: string): void {
  const scope = self as unknown as {
    addEventListener: (type: "message", listener: (event: { data: unknown; ports: readonly MessagePort[]; waitUntil: (promise: Promise<unknown>) => void }) => void) => void;
    location: Location;
  };
  let running: Promise<boolean> | undefined;
  async function warm(): Promise<boolean> {
    const pages = await caches.open(pagesCache);
    const keep = new Set(later.filter((entry) => entry.cache === pagesCache).map((entry) => new URL(entry.key, scope.location.href).href));
    for (const request of await pages.keys()) if (!keep.has(request.url)) await pages.delete(request);
    for (const entry of later) {
      const cache = await caches.open(entry.cache);
      if (await cache.match(entry.key)) continue;
      // A page is asked for past the HTTP cache (its key names the build's revision); a host that answers
      // /index.html with a redirect to / gets its answer copied, as Workbox's precache does: a redirected
      // response cannot answer a navigation.
      const page = entry.cache === pagesCache;
      const response = await fetch(entry.url, { credentials: "same-origin", cache: page ? "no-cache" : "default" });
      if (!response.ok) throw new Error(`${entry.url}: ${response.status}`);
      const stored = response.redirected ? new Response(await response.blob(), { headers: response.headers, status: response.status, statusText: response.statusText }) : response;
      await cache.put(entry.key, stored);
    }
    return true;
  }
  scope.addEventListener("message", (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== message) return;
    running ??= warm()
      .catch(() => false)
      .finally(() => {
        running = undefined;
      });
    const done = running;
    event.waitUntil(done.then((complete) => event.ports[0]?.postMessage({ complete })));
  });
}

/**
 * The precache transform: keeps "first" in the precache (ordered), writes "later" into sw-later.js in the build's
 * output directory (read when the transform runs: `vite build --outDir` sets it after the config is written).
 */
export function splitPrecache(outDirOf: () => string): ManifestTransform {
  return (entries) => {
    const outDir = outDirOf();
    const first = entries.filter((entry) => !isLater(entry.url)).sort((a, b) => firstOrder(a.url) - firstOrder(b.url));
    const later = entries.filter((entry) => isLater(entry.url)).map(laterEntry);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      join(outDir, LATER_SCRIPT),
      `(${workerSide.toString()})(${JSON.stringify(later)}, ${JSON.stringify(LATER_PAGES_CACHE)}, ${JSON.stringify(WARM_LATER_MESSAGE)});\n`,
    );
    return { manifest: first, warnings: [] };
  };
}
