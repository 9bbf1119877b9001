import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Public content changes rarely; a minute avoids refetching on every back-and-forth navigation.
        staleTime: 60_000,
        // One quick retry covers a dropped connection without leaving a skeleton up for long.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
