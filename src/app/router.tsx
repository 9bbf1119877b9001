import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { HeadManager } from "../features/seo/head-manager.tsx";
import { routeTree } from "../routeTree.gen.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

/**
 * A factory rather than a singleton: the prerenderer creates one router per page, with a memory
 * history for that page's URL; the browser passes no history and gets the browser's. Scrolling: the
 * router resets the window to the top after every new navigation (its default `resetScroll`), scrolls
 * to the element of a #hash, and on back and forward puts the window back where it was.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, { hydrating = false } = {}) {
  let hydrationPending = hydrating;
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // In the browser only: on the server this option would add an inline scroll script to every page.
    // Back and forward put the window where the visitor left it. The first render of a prerendered page is
    // a hydration, not a navigation: a visitor may have scrolled the page while its code loaded (seconds on
    // a slow phone), and hydrating must leave the window there, neither at the top nor at the #hash. The
    // router asks this function before it moves the window, so no scroll event has to arrive first.
    scrollRestoration:
      history === undefined
        ? () => {
            const restore = !hydrationPending;
            hydrationPending = false;
            return restore;
          }
        : undefined,
    // Hovering or focusing a link starts loading the route's code and data.
    defaultPreload: "intent",
    // TanStack Query owns data freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    // Inside the router's context, around every page: keeps <head> in step with the route.
    InnerWrap: ({ children }) => (
      <>
        <HeadManager />
        {children}
      </>
    ),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
