// The terms' notice applied to every cancellation, however it arrives (the billing portal's "cancel at
// period end", an API call, a dashboard edit): a subscription that is scheduled to end gets Stripe's
// cancel_at set to the end of the month after the cancellation. Stripe then sends
// customer.subscription.updated with that date, which the webhook stores like any other change.
import { isNoticeEnd, noticeEndsAtSeconds } from "../_shared/billing/notice.ts";
import { stripe, type Stripe } from "../_shared/stripe.ts";

/** Subscriptions whose end can still be moved: ones that run, or wait for a payment. */
const RUNNING = new Set<Stripe.Subscription.Status>(["active", "trialing", "past_due"]);

/**
 * The cancel_at the terms give this subscription, or null when nothing is to change: it renews, it has
 * already ended, or its end is already a notice end this rule set (so our own update's echo, and a
 * redelivery, change nothing). The cancellation's moment is Stripe's canceled_at, the time of the
 * request that scheduled it, or else the event's time.
 */
export function noticeCancelAt(subscription: Stripe.Subscription, eventCreated: number): number | null {
  if (!RUNNING.has(subscription.status)) return null;
  const scheduled = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  if (!scheduled) return null;
  if (subscription.cancel_at !== null && isNoticeEnd(subscription.cancel_at)) return null;
  return noticeEndsAtSeconds(subscription.canceled_at ?? eventCreated);
}

/** Sets the terms' end on Stripe when the subscription needs it; true when it did. */
export async function applyNoticeCancelAt(subscription: Stripe.Subscription, eventCreated: number): Promise<boolean> {
  const cancelAt = noticeCancelAt(subscription, eventCreated);
  if (cancelAt === null) return false;
  // One key per subscription and date: Stripe's retries and a redelivered event make one change.
  await stripe().subscriptions.update(subscription.id, { cancel_at: cancelAt }, { idempotencyKey: `notice-${subscription.id}-${cancelAt}` });
  return true;
}
