import { StrictMode, startTransition } from "react";
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { readPrerenderState } from "./prerender-state.ts";
import { adoptPrerenderedQueries, loadQueryClient } from "./query-client-store.tsx";
import { keepScrollOnHydration } from "./keep-scroll-on-hydration.ts";
import { createAppRouter } from "./router.tsx";
import { loadPagesFromCacheWhenOffline } from "../features/offline/offline-navigation.ts";
import { markHeadPrerendered } from "../features/seo/prerendered-head.ts";

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
  const prerendered = readPrerenderState(document, window.location.pathname);
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
    markHeadPrerendered(window.location.pathname);
    await router.load();
    keepScrollOnHydration(router);
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
    document.documentElement.removeAttribute("data-spa-fallback");
    createRoot(container).render(app);
  }
}
