// A customer has at most one live subscription. Checkout refuses a second one and expires earlier open
// sessions, but two sessions can still both be paid (opened before that rule, or paid in the same moment).
// When a checkout completes, the customer's live subscriptions are counted at Stripe: the oldest is kept,
// every later one is cancelled at once and its payment refunded in full, and it is logged, so nobody pays
// twice and nothing is left running silently. The README's billing section describes the rule.
import { BLOCKING_STATUSES, stripe, type Stripe } from "../_shared/stripe.ts";

type Subscription = Stripe.Subscription;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

async function refundLatestPayment(subscription: Subscription): Promise<number> {
  const invoice = idOf(subscription.latest_invoice);
  if (!invoice) return 0;
  let refunded = 0;
  for await (const payment of stripe().invoicePayments.list({ invoice, limit: 10 })) {
    const intent = idOf(payment.payment.payment_intent);
    if (payment.status !== "paid" || !intent) continue;
    const refund = await stripe().refunds.create(
      { payment_intent: intent, reason: "duplicate", metadata: { subscription: subscription.id, rule: "one_live_subscription" } },
      { idempotencyKey: `skjold-refund-extra-${subscription.id}-${intent}` },
    );
    refunded += refund.amount;
  }
  return refunded;
}

/** Cancels and refunds every live subscription of `customer` but the oldest; returns the ids it ended. */
export async function endExtraSubscriptions(customer: string): Promise<string[]> {
  const live: Subscription[] = [];
  for await (const subscription of stripe().subscriptions.list({ customer, status: "all", limit: 100 })) {
    if ((BLOCKING_STATUSES as readonly string[]).includes(subscription.status)) live.push(subscription);
  }
  if (live.length < 2) return [];
  live.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  const [kept, ...extra] = live;
  for (const subscription of extra) {
    await stripe().subscriptions.cancel(subscription.id, {}, { idempotencyKey: `skjold-cancel-extra-${subscription.id}` });
    const refunded = await refundLatestPayment(subscription);
    console.warn(
      `customer ${customer} had a second live subscription: kept ${kept!.id}, cancelled ${subscription.id} and refunded ${refunded} (minor units)`,
    );
  }
  return extra.map((subscription) => subscription.id);
}
