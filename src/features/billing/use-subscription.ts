import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { checkSubscription } from "./api/billing-api.ts";

/** How often the portal asks again while a payment in another window is under way. */
const PENDING_RECHECK_MS = 3000;

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

/**
 * The signed-in user's subscription. While `waiting` (a checkout open in another window), it is asked
 * again every few seconds and as soon as this tab is shown again, so the page turns into the active
 * view once the payment's webhook has landed.
 */
export function useSubscription(userId: string | null, waiting = false) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...subscriptionQuery(userId), refetchInterval: waiting ? PENDING_RECHECK_MS : false });
  useEffect(() => {
    if (!waiting || userId === null) return;
    const recheck = () => {
      if (document.visibilityState === "visible") void queryClient.invalidateQueries({ queryKey: subscriptionQuery(userId).queryKey });
    };
    document.addEventListener("visibilitychange", recheck);
    window.addEventListener("focus", recheck);
    return () => {
      document.removeEventListener("visibilitychange", recheck);
      window.removeEventListener("focus", recheck);
    };
  }, [waiting, userId, queryClient]);
  return query;
}
