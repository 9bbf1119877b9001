/**
 * Whether this admin tab can go offline now and still be reloaded and used (issue 35): the service worker
 * controls the page, and Cache Storage holds the app shell (every admin page's document) and the post
 * editor's code. A worker in charge has finished its install, so the whole precache is there; the two
 * lookups make the answer about the files themselves, not the worker's state alone.
 *
 * The admin's own code is fetched as soon as an admin page shows (warmAdminCode): the editor and the
 * routes of the post and reference forms, so that a post opened offline in this tab finds its code in
 * memory even before the worker is in charge.
 */
import { useSyncExternalStore } from "react";
import type { AnyRouter } from "@tanstack/react-router";
import { APP_SHELL_URL } from "../../lib/sw-caches.ts";

const RECHECK_MS = 500;

/** The form routes an admin opens from the lists. */
const FORM_ROUTES = [
  "/admin/_panel/posts/$id/edit",
  "/admin/_panel/posts/new",
  "/admin/_panel/testimonials/$id/edit",
  "/admin/_panel/testimonials/new",
] as const;

let editorCode: Promise<string> | undefined;
let ready = false;
let checking: number | undefined;
const listeners = new Set<() => void>();

function loadEditorCode(): Promise<string> {
  editorCode ??= import("./posts/markdown-editor.tsx").then((module) => module.EDITOR_CODE_URL);
  return editorCode;
}

/**
 * Fetches the admin's form code now, while the connection is there: the editor first, then the form routes.
 * Once all of it is in, <html> carries data-admin-code-ready (as data-app-ready marks a started app).
 */
export function warmAdminCode(router: AnyRouter): void {
  void (async () => {
    await loadEditorCode();
    await Promise.all(
      FORM_ROUTES.map((id) => {
        const route = router.routesById[id] as Parameters<AnyRouter["loadRouteChunk"]>[0] | undefined;
        return route ? router.loadRouteChunk(route) : undefined;
      }),
    );
    document.documentElement.setAttribute("data-admin-code-ready", "");
  })().catch((error: unknown) => {
    editorCode = undefined;
    console.warn("Could not load the admin's form code ahead:", error);
  });
}

async function isReady(): Promise<boolean> {
  if (!navigator.serviceWorker?.controller || !("caches" in window)) return false;
  // The precache keeps the shell under its revision (?__WB_REVISION__=…) and hashed code under its own name.
  const [shell, editor] = await Promise.all([caches.match(APP_SHELL_URL, { ignoreSearch: true }), loadEditorCode().then((url) => caches.match(url))]);
  return shell !== undefined && editor !== undefined;
}

function check(): void {
  void isReady()
    .catch(() => false)
    .then((now) => {
      if (now !== ready) {
        ready = now;
        for (const listener of listeners) listener();
      }
      // Until then the worker is installing (or the page is offline without one): look again shortly.
      window.clearTimeout(checking);
      checking = now ? undefined : window.setTimeout(check, RECHECK_MS);
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    navigator.serviceWorker?.addEventListener("controllerchange", check);
    check();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    navigator.serviceWorker?.removeEventListener("controllerchange", check);
    window.clearTimeout(checking);
    checking = undefined;
  };
}

/** True once this tab can go offline and still be reloaded, with the editor. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(subscribe, () => ready, () => false);
}
