import { queryOptions, useQuery } from "@tanstack/react-query";
import { checkSubscription } from "./api/billing-api.ts";

/** Keyed by user, so after a sign-out and another sign-in no one sees the previous user's subscription. */
export const subscriptionQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ["subscription", userId],
    queryFn: checkSubscription,
    // Offline the check fails at once instead of pausing, so the page never waits on a spinner for the network.
    networkMode: "always",
    retry: 1,
    staleTime: 30_000,
    enabled: userId !== null,
  });

export function useSubscription(userId: string | null) {
  return useQuery(subscriptionQuery(userId));
}
