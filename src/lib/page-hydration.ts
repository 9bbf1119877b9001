/**
 * A navigation waits until the prerendered page it leaves has hydrated.
 *
 * The router renders each page inside a Suspense boundary (the root <Outlet>'s). React hydrates such a
 * boundary after the frame around it (header, footer: the app is then "ready"), in a later pass of its
 * own. A navigation made in between (a header link followed at once, a back navigation) removes the
 * old page's match from the router's stores and then re-renders the boundary; React must first
 * hydrate the boundary with its old content, the old page's <Match>, which now reads a match that is
 * gone: "Cannot read properties of undefined (reading 'routeId')". React recovers by rendering the
 * boundary in the browser, but logs the error (React #520 and #422) and throws away the server HTML.
 * Holding the navigation's commit until the page's own effects have run removes that window.
 *
 * Every page names itself in the tab (use-document-title.ts), so that hook's effect is the sign that
 * the page's content has hydrated; the route error page, which stands in for a page that failed, gives
 * it too. A sign that comes late only delays a navigation; a page that gave none would hold every
 * navigation, so a new kind of page content must call one of them (e2e/console-sweep.spec.ts follows a
 * link from every prerendered page). Pages rendered without hydration (not prerendered) never wait.
 */

let hydrated: Promise<void> = Promise.resolve();
let open: (() => void) | undefined;

/**
 * The longest a navigation waits. A page hydrates in well under a second even at 4x CPU; should some page
 * never give its sign, a link still works after this (at worst with the recovered error this file avoids)
 * rather than never.
 */
const MAX_WAIT_MS = 4000;

/** Called just before hydrating a prerendered page: navigations wait from now until the page has hydrated. */
export function holdNavigationsUntilPageHydrates(): void {
  hydrated = new Promise((resolve) => (open = resolve));
  setTimeout(markPageHydrated, MAX_WAIT_MS);
}

/** The page on screen has hydrated (or was rendered in the browser): navigations go ahead. */
export function markPageHydrated(): void {
  open?.();
  open = undefined;
}

/** Resolves once the prerendered page on screen has hydrated; at once otherwise. */
export function pageHydrated(): Promise<void> {
  return hydrated;
}
