import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { billingOverview, checkSubscription } from "./api/billing-api.ts";

/** How often the portal asks again while a payment in another window is under way. */
const PENDING_RECHECK_MS = 3000;

const billingOverviewKey = (userId: string | null) => ["billing-overview", userId] as const;

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
 * The signed-in user's subscription. It is asked again as soon as this tab is shown again: the customer
 * may come back from the payment provider's window, where they paid, cancelled, resumed or changed the
 * number of employees (the provider's page answers once our webhook has stored the change). While
 * `waiting` (a checkout open in another window), it is also asked every few seconds, so the page turns
 * into the active view once the payment's webhook has landed.
 */
export function useSubscription(userId: string | null, waiting = false) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...subscriptionQuery(userId), refetchInterval: waiting ? PENDING_RECHECK_MS : false });
  useEffect(() => {
    if (userId === null) return;
    const recheck = () => {
      if (document.visibilityState !== "visible") return;
      // The billing panel too: a change of card or a new invoice is made in the same window.
      for (const key of [subscriptionQuery(userId).queryKey, billingOverviewKey(userId)]) void queryClient.invalidateQueries({ queryKey: key });
    };
    document.addEventListener("visibilitychange", recheck);
    window.addEventListener("focus", recheck);
    return () => {
      document.removeEventListener("visibilitychange", recheck);
      window.removeEventListener("focus", recheck);
    };
  }, [userId, queryClient]);
  return query;
}


/** Invoices, card and company from the payment provider (billing-overview), for a subscribed user. */
export function useBillingOverview(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: billingOverviewKey(userId),
    queryFn: billingOverview,
    networkMode: "always",
    retry: 1,
    staleTime: 60_000,
    enabled: enabled && userId !== null,
  });
}
