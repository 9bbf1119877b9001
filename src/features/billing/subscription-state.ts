import type { SubscriptionStatus } from "./api/billing-api.ts";

/** What the portal says about a subscription, in the order that matters to the customer. */
export type SubscriptionState = "past_due" | "cancelled" | "trialing" | "active";

/** The date the subscription ends, when it has been cancelled; null while it renews. */
export function endDateOf(status: SubscriptionStatus): string | null {
  if (status.cancel_at) return status.cancel_at;
  return status.cancel_at_period_end ? status.subscription_end : null;
}

/** A declined payment comes first (it needs doing now), then a cancellation, then the running states. */
export function subscriptionState(status: SubscriptionStatus): SubscriptionState {
  if (status.status === "past_due") return "past_due";
  if (endDateOf(status)) return "cancelled";
  return status.status === "trialing" ? "trialing" : "active";
}
