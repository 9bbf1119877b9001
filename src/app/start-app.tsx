import { StrictMode, startTransition } from "react";
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { isPrerenderedFor, readEmbeddedState, readPrerenderState, type PrerenderState } from "./prerender-state.ts";
import { adoptPrerenderedQueries, loadQueryClient } from "./query-client-store.tsx";
import { keepScrollOnHydration } from "./keep-scroll-on-hydration.ts";
import { createAppRouter } from "./router.tsx";
import { loadPagesFromCacheWhenOffline } from "../features/offline/offline-navigation.ts";
import { markHeadPrerendered } from "../features/seo/prerendered-head.ts";
import { holdNavigationsUntilPageHydrates } from "../lib/page-hydration.ts";

interface ReactDom {
  createRoot: typeof CreateRoot;
  hydrateRoot: typeof HydrateRoot;
}

/** Hydrates the prerendered page (or renders one that was not prerendered) with React DOM from main.tsx. */
export async function startApp({ createRoot, hydrateRoot }: ReactDom): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  const router = createAppRouter(loadQueryClient);
  loadPagesFromCacheWhenOffline(router);
  const prerendered = await prerenderedPage(router);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );

  if (prerendered) {
    // The page was rendered at build time with this data: the query client starts with it, and the
    // router loads the route's code (and, on any page but /, the client) before hydrating, so the first
    // client render matches the HTML (no flicker, no shift).
    adoptPrerenderedQueries(prerendered.queries);
    // Tells the router its first render is a hydration: it then leaves out the top-level <Suspense>
    // that the server render does not have (what TanStack's own SSR hydration sets, too).
    router.ssr = { manifest: undefined };
    await router.load();
    markHeadPrerendered(router.state.location.pathname);
    keepScrollOnHydration(router);
    // The page's content hydrates after the frame, in a pass of its own; a navigation in between
    // would make React hydrate the page the router has already dropped.
    holdNavigationsUntilPageHydrates();
    // Hydrate as a transition: React works in small slices and yields to input instead of blocking the
    // main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app, {
        // React re-renders in the browser whatever it could not hydrate (e.g. the page part when a link
        // is followed before hydration has reached it). Logged rather than reported as uncaught.
        onRecoverableError: (error, info) => {
          const cause = error instanceof Error ? error.cause : undefined;
          console.error("Hydration recovered by rendering in the browser:", error, cause ?? "", info.componentStack ?? "");
        },
      });
    });
  } else {
    // Not prerendered (a post published after the build, the portal) or another page's HTML served as
    // the SPA fallback: render from scratch.
    container.replaceChildren();
    // Set by the prerendered page's guard script when it was served for another path.
    document.documentElement.removeAttribute(HIDDEN_ATTRIBUTE);
    createRoot(container).render(app);
  }
}

/** Set on <html> while the page's markup is hidden because it is not this path's (scripts/prerender/html.ts). */
const HIDDEN_ATTRIBUTE = "data-spa-fallback";

/**
 * The prerendered page to hydrate, if the document holds this path's. The app shell (the sign-in page)
 * is also served for a path whose route sends a signed-out visitor to that page (/customer-portal): the
 * route is loaded first, and if it lands there, the page is hydrated rather than rendered over.
 */
async function prerenderedPage(router: ReturnType<typeof createAppRouter>): Promise<PrerenderState | null> {
  if (document.documentElement.hasAttribute(HIDDEN_ATTRIBUTE)) return null;
  const here = readPrerenderState(document, window.location.pathname);
  if (here) return here;
  const embedded = readEmbeddedState(document);
  if (!embedded) return null;
  await router.load();
  return isPrerenderedFor(embedded, router.state.location.pathname) ? embedded : null;
}
