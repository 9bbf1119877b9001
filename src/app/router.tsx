import { createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "../routeTree.gen.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

/**
 * A factory rather than a singleton so that code rendering pages ahead of time can create one router
 * per page. Scrolling: the router resets the window to the top after every navigation (its default
 * `resetScroll`) and scrolls to the element of a #hash.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Hovering or focusing a link starts loading the route's code and data.
    defaultPreload: "intent",
    // TanStack Query owns data freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
