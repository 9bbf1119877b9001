// The Stripe client and the billing settings every billing function shares.
//
// STRIPE_API_BASE points the unchanged SDK at another host (the local stack's Stripe double); when it is
// empty the SDK talks to api.stripe.com, so real test-mode keys in .env run the same code against Stripe.
import Stripe from "npm:stripe@23.1.0";
import { resolvePlans, type Plan, type PlanId } from "./content/plans.ts";

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

const PRICE_ENV: Record<PlanId, string> = {
  core: "STRIPE_PRICE_CORE",
  essentials: "STRIPE_PRICE_ESSENTIALS",
  complete: "STRIPE_PRICE_COMPLETE",
};

/** The plans with this deployment's Stripe price ids (the DKK amounts stay in content/plans.ts). */
export function configuredPlans(): Plan[] {
  const overrides: Partial<Record<PlanId, { priceId?: string }>> = {};
  for (const [id, name] of Object.entries(PRICE_ENV) as Array<[PlanId, string]>) {
    overrides[id] = { priceId: Deno.env.get(name) ?? "" };
  }
  return resolvePlans(overrides);
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
