// How a plan meets its Stripe price, shared by the billing functions and `npm run stripe:sync`.
//
// A plan's `priceId` in plans.ts is its price's lookup key in Stripe: what the app sends to checkout, what the
// functions look the price up by (GET /v1/prices?lookup_keys[]=…), and what public.subscriptions stores as
// the subscription's price, so the portal can name the plan. Stripe's own price ids never leave Stripe.
import { PLANS, unitAmountOre, type Plan } from "../content/plans.ts";

export const PLAN_CURRENCY_CODE = "dkk";
export const PLAN_INTERVAL = "month";

/** The fields of a Stripe price that decide what a customer is charged. */
interface ChargedPrice {
  unit_amount: number | null;
  currency: string;
  recurring: { interval: string; interval_count: number } | null;
}

export function lookupKeyOf(plan: Pick<Plan, "priceId">): string {
  return plan.priceId;
}

export function planByLookupKey(key: string | null | undefined, plans: readonly Plan[] = PLANS): Plan | undefined {
  return key ? plans.find((plan) => lookupKeyOf(plan) === key) : undefined;
}

/** Why a Stripe price does not charge what the plan shows (amount, currency, interval), or null when it does. */
export function priceMismatch(plan: Pick<Plan, "pricePerEmployee">, price: ChargedPrice): string | null {
  const amount = unitAmountOre(plan);
  if (price.unit_amount !== amount) return `amount ${price.unit_amount} øre, the plan says ${amount}`;
  if (price.currency !== PLAN_CURRENCY_CODE) return `currency ${price.currency}, the plan says ${PLAN_CURRENCY_CODE}`;
  if (price.recurring?.interval !== PLAN_INTERVAL || price.recurring.interval_count !== 1) {
    const interval = price.recurring ? `${price.recurring.interval_count} ${price.recurring.interval}` : "one-time";
    return `interval ${interval}, the plan says 1 ${PLAN_INTERVAL}`;
  }
  return null;
}
