import { createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../app/router-context.ts";
import { NotFoundPage } from "../app/not-found-page.tsx";
import { RootLayout } from "../app/root-layout.tsx";
import { RouteErrorPage } from "../app/route-error-page.tsx";
import { pageHydrated } from "../lib/page-hydration.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page but / uses TanStack Query: its client is there before the page renders. / loads it with
  // the first section that reads the database (features/marketing/adopted-sections).
  // No navigation commits while the prerendered page it leaves is still hydrating (lib/page-hydration.ts).
  beforeLoad: async ({ context, location }) => {
    await pageHydrated();
    if (location.pathname !== "/") await context.queryClient();
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
