import { createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../app/router-context.ts";
import { NotFoundPage } from "../app/not-found-page.tsx";
import { RootLayout } from "../app/root-layout.tsx";
import { RouteErrorPage } from "../app/route-error-page.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
