import type { AnyRouter } from "@tanstack/react-router";

/**
 * Offline, a link inside the app loads the next page from the service worker instead of rendering it
 * in place: prerendered pages are precached complete with their data, while rendering in place would
 * ask the API, which only has answers for what was read online. Pages that were not prerendered come
 * back as the app shell and read their data from the worker's runtime cache.
 */
export function loadPagesFromCacheWhenOffline(router: AnyRouter): () => void {
  return router.subscribe("onBeforeNavigate", ({ fromLocation, toLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged || navigator.onLine) return;
    // Without a controlling worker a page load would only show the browser's offline error.
    if (!navigator.serviceWorker?.controller) return;
    window.location.assign(toLocation.href);
  });
}
