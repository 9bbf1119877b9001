import type { QueryClient } from "@tanstack/react-query";

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  /** The query client: the browser loads TanStack Query's code the first time (query-client-store.tsx). */
  queryClient: () => Promise<QueryClient>;
}
