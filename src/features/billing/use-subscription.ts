import { queryOptions, useQuery } from "@tanstack/react-query";
import { checkSubscription } from "./api/billing-api.ts";

export const subscriptionQuery = queryOptions({
  queryKey: ["subscription"],
  queryFn: checkSubscription,
  // Offline the check fails at once instead of pausing, so the page never waits on a spinner for the network.
  networkMode: "always",
  retry: 1,
  staleTime: 30_000,
});

export function useSubscription(enabled: boolean) {
  return useQuery({ ...subscriptionQuery, enabled });
}
