import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { RouterContext } from "./router-context.ts";
import { HeadManager } from "../features/seo/head-manager.tsx";
import { routeTree } from "../routeTree.gen.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

/**
 * A factory rather than a singleton: the prerenderer creates one router per page, with a memory
 * history for that page's URL; the browser passes no history and gets the browser's. Scrolling: the
 * router resets the window to the top after every navigation (its default `resetScroll`) and scrolls
 * to the element of a #hash.
 */
export function createAppRouter(queryClient: RouterContext["queryClient"], history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
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
