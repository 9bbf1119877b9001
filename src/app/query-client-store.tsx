import { useSyncExternalStore, type ReactNode } from "react";
import { QueryClientContext, type DehydratedState, type QueryClient } from "@tanstack/react-query";

/**
 * TanStack Query's code (about 10 kB gzip) loads with the first thing that needs it, not with the app's
 * start: every page but / needs it before it renders (the root route's beforeLoad), / only when a section
 * of data from the database starts (features/marketing/adopted-sections). So a first press on / does not
 * fetch it. Until then the provider below provides no client, and nothing rendered asks for one.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
let prerendered: { queries: DehydratedState; shownAt: number } | undefined;
const listeners = new Set<() => void>();

/** The query data the page was prerendered with, shown now: the client starts with it. */
export function adoptPrerenderedQueries(queries: DehydratedState): void {
  prerendered = { queries, shownAt: Date.now() };
}

/** The browser's query client, loading TanStack Query's code the first time. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import("./browser-query-client.ts").then(({ createBrowserQueryClient }) => {
    client = createBrowserQueryClient(prerendered);
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentClient = () => client;

/**
 * QueryClientProvider's context, with the client once it is loaded. `given`: the prerenderer's client
 * for the page it renders. The client is no part of the markup, so hydration may use it as it is.
 */
export function LazyQueryClientProvider({ given, children }: { given?: QueryClient; children: ReactNode }) {
  const loaded = useSyncExternalStore(subscribe, currentClient, currentClient);
  return <QueryClientContext.Provider value={given ?? loaded}>{children}</QueryClientContext.Provider>;
}
