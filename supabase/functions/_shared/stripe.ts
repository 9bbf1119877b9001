// The Stripe client and the billing settings every billing function shares.
//
// STRIPE_API_BASE points the unchanged SDK at another host (the local stack's Stripe double); when it is
// empty the SDK talks to api.stripe.com, so real test-mode keys in .env run the same code against Stripe.
import Stripe from "npm:stripe@23.1.0";
import { PLANS, type Plan } from "./content/plans.ts";
import { lookupKeyOf, planByLookupKey } from "./billing/plan-price.ts";

export { Stripe };

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

let client: Stripe | undefined;

export function stripe(): Stripe {
  if (client) return client;
  const base = Deno.env.get("STRIPE_API_BASE")?.trim();
  const url = base ? new URL(base) : undefined;
  client = new Stripe(required("STRIPE_SECRET_KEY"), {
    // fetch works the same in Deno and the hosted edge runtime; the Node http client needs polyfills.
    httpClient: Stripe.createFetchHttpClient(),
    // 409 (a concurrent request with the same idempotency key) and 5xx are retried by the SDK.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
          protocol: url.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return client;
}

export const webCrypto = Stripe.createSubtleCryptoProvider();

/** A plan's current Stripe price, found by its lookup key (see billing/plan-price.ts); null when none is active. */
export async function planPrice(plan: Plan): Promise<Stripe.Price | null> {
  const { data } = await stripe().prices.list({ lookup_keys: [lookupKeyOf(plan)], active: true, limit: 1 });
  return data[0] ?? null;
}

/**
 * What public.subscriptions stores as a subscription's price: its plan's lookup key, which the app knows.
 * A price that lost the key to a newer one (the plan's amount changed) is known by the plan in the
 * subscription's metadata; anything else keeps Stripe's id.
 */
export function storedPriceOf(subscription: Stripe.Subscription): string | null {
  const price = subscription.items.data[0]?.price;
  const byKey = planByLookupKey(price?.lookup_key);
  if (byKey) return lookupKeyOf(byKey);
  const byMetadata = PLANS.find((plan) => plan.id === subscription.metadata?.plan);
  if (byMetadata) return lookupKeyOf(byMetadata);
  return price?.id ?? null;
}

/** Where Stripe sends the browser back to: from configuration only, never from the request. */
export function billingUrls(): { success: string; cancel: string; portalReturn: string } {
  const site = required("SITE_URL").replace(/\/+$/, "");
  return {
    success: Deno.env.get("CHECKOUT_SUCCESS_URL") || `${site}/customer-portal?success=true`,
    cancel: Deno.env.get("CHECKOUT_CANCEL_URL") || `${site}/customer-portal`,
    portalReturn: Deno.env.get("PORTAL_RETURN_URL") || `${site}/customer-portal`,
  };
}

/** Statuses that give access; also the ones that block a second checkout. */
export const ENTITLED_STATUSES = ["active", "trialing"] as const;
/** A subscription in these states still exists at Stripe and would be billed again by a new checkout. */
export const BLOCKING_STATUSES = ["active", "trialing", "past_due", "unpaid", "incomplete", "paused"] as const;
