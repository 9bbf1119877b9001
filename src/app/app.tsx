import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import type { AppRouter } from "./router.tsx";
import { markAppReady } from "./app-ready.ts";
import { LazyQueryClientProvider } from "./query-client-store.tsx";

interface AppProps {
  /** The prerenderer's client for the page; the browser's loads on demand (query-client-store.tsx). */
  queryClient?: QueryClient;
  router: AppRouter;
}

/**
 * The providers around the router. The caller creates the router (one per page when prerendering, one
 * per visit in the browser), so both sides render exactly the same tree.
 */
export function App({ queryClient, router }: AppProps) {
  // Marks the moment the app is interactive (hydrated or rendered), for tests and for styling. Until
  // then a prerendered page is plain HTML: links still work, as full page loads.
  useEffect(markAppReady, []);
  return (
    <LazyQueryClientProvider given={queryClient}>
      <RouterProvider router={router} />
    </LazyQueryClientProvider>
  );
}
