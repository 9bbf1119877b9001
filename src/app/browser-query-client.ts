import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "./query-client.ts";

/**
 * The browser's one query client, with the data the page was prerendered with (loaded on demand by
 * query-client-store.tsx, with TanStack Query's code).
 */
export function createBrowserQueryClient(prerendered: { queries: DehydratedState; shownAt: number } | undefined): QueryClient {
  const queryClient = createQueryClient();
  // What QueryClientProvider does on mount: refetches follow the connection (query-client-store.tsx
  // provides the client without it).
  queryClient.mount();
  if (prerendered) {
    // The data counts as fetched when the page it was rendered into was shown: refetching it at once
    // would download supabase-js on every first visit only to get the same answer (staleTime applies from then).
    for (const query of prerendered.queries.queries) query.state.dataUpdatedAt = prerendered.shownAt;
    hydrate(queryClient, prerendered.queries);
  }
  return queryClient;
}
