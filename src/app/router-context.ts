import type { QueryClient } from "@tanstack/react-query";

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
}
