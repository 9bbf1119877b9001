// `npm run stripe:sync`: creates or updates, in the Stripe account of STRIPE_SECRET_KEY, one product per plan
// and its monthly per-employee DKK price, from supabase/functions/_shared/content/plans.ts. Idempotent: run it after every change
// to a plan's price or name, and as often as you like in between.
//
// - Each plan's product has the plan's productId as its Stripe id; its name and description follow the plan.
// - Each plan's price is found by its lookup key, the plan's `priceId` (what the app sends to checkout and
//   the functions look up). Stripe prices cannot change their amount: when the plan's amount, currency or
//   interval differs, a new price is created with the lookup key transferred to it
//   (`transfer_lookup_key=true`) and the old one archived. Running subscriptions keep their old price
//   until changed.
// - The local stack runs the same code against its Stripe double on every start.
import Stripe from "stripe";
import { PLANS, unitAmountOre, type Plan } from "#shared/content/plans.ts";
import { loadEnv } from "../supabase/local/env.ts";
import { lookupKeyOf, PLAN_CURRENCY_CODE, PLAN_INTERVAL, priceMismatch } from "#shared/billing/plan-price.ts";
import { DANISH_VAT_RATE, isDanishVatRate } from "#shared/facts/danish-vat.ts";

type SyncAction = "created" | "updated" | "unchanged";

interface PlanSyncResult {
  plan: Plan["id"];
  product: SyncAction;
  price: SyncAction;
  priceId: string;
  /** The price that held the lookup key before, archived now. */
  replaced: string | null;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

async function syncProduct(stripe: Stripe, plan: Plan): Promise<SyncAction> {
  const existing = await stripe.products.retrieve(plan.productId).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!existing) {
    await stripe.products.create(
      { id: plan.productId, name: plan.name, description: plan.description, metadata: { plan: plan.id } },
      { idempotencyKey: `skjold-sync-product-${plan.productId}` },
    );
    return "created";
  }
  if (existing.name === plan.name && existing.description === plan.description && existing.active) return "unchanged";
  await stripe.products.update(plan.productId, { name: plan.name, description: plan.description, active: true, metadata: { plan: plan.id } });
  return "updated";
}

async function syncPrice(stripe: Stripe, plan: Plan): Promise<Pick<PlanSyncResult, "price" | "priceId" | "replaced">> {
  const lookupKey = lookupKeyOf(plan);
  const [current] = (await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })).data;
  const productOf = (price: Stripe.Price) => (typeof price.product === "string" ? price.product : price.product.id);
  if (current && current.active && productOf(current) === plan.productId && !priceMismatch(plan, current)) {
    return { price: "unchanged", priceId: current.id, replaced: null };
  }
  const amount = unitAmountOre(plan);
  const created = await stripe.prices.create(
    {
      product: plan.productId,
      currency: PLAN_CURRENCY_CODE,
      unit_amount: amount,
      recurring: { interval: PLAN_INTERVAL, interval_count: 1 },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      nickname: `${plan.name}, pr. medarbejder pr. måned`,
      metadata: { plan: plan.id },
    },
    // A rerun after a crash between create and archive finds this same price again.
    { idempotencyKey: `skjold-sync-price-${lookupKey}-${amount}-${current?.id ?? "first"}` },
  );
  if (current && current.id !== created.id && current.active) await stripe.prices.update(current.id, { active: false });
  return { price: current ? "updated" : "created", priceId: created.id, replaced: current && current.id !== created.id ? current.id : null };
}

/**
 * The 25 % Danish moms rate every subscription is charged with (create-checkout looks it up the same way):
 * found among the account's active rates, or created once. Stripe rates cannot change their percentage, so a
 * wrong one is never edited, only left alone.
 */
export async function syncTaxRate(stripe: Stripe): Promise<{ action: "created" | "unchanged"; id: string }> {
  const existing = (await stripe.taxRates.list({ active: true, limit: 100 })).data.find(isDanishVatRate);
  if (existing) return { action: "unchanged", id: existing.id };
  const created = await stripe.taxRates.create({ ...DANISH_VAT_RATE }, { idempotencyKey: "skjold-sync-tax-rate-dk-25" });
  return { action: "created", id: created.id };
}

/** Brings the account's products and prices in line with `plans`, and the moms rate; safe to run any number of times. */
export async function syncStripe(stripe: Stripe, plans: readonly Plan[] = PLANS): Promise<PlanSyncResult[]> {
  await syncTaxRate(stripe);
  const results: PlanSyncResult[] = [];
  for (const plan of plans) {
    const product = await syncProduct(stripe, plan);
    results.push({ plan: plan.id, product, ...(await syncPrice(stripe, plan)) });
  }
  return results;
}

/** The stripe client for a secret key, optionally at another API base (the local double). */
export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const url = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(url ? { host: url.hostname, port: Number(url.port || 80), protocol: url.protocol === "https:" ? "https" : "http" } : {}),
  });
}

if (import.meta.main) {
  const env = loadEnv();
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) {
    console.error("stripe:sync needs STRIPE_SECRET_KEY (a test-mode key, sk_test_…) in .env or the environment.");
    process.exit(1);
  }
  try {
    for (const result of await syncStripe(stripeClient(key, env.STRIPE_API_BASE?.trim() || undefined))) {
      const replaced = result.replaced ? ` (replaces ${result.replaced}, now archived)` : "";
      console.log(`${result.plan}: product ${result.product}, price ${result.price} ${result.priceId}${replaced}`);
    }
  } catch (error) {
    console.error(`stripe:sync failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
