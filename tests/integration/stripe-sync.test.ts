// The price charged is the price shown. `npm run stripe:sync` makes the Stripe account's products and
// prices from plans.ts, keyed by lookup keys; checkout finds the price by its lookup key and refuses one
// that charges something else. Its own stack, so changing the double's prices cannot disturb other tests.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "#shared/content/billing.ts";
import { PLANS, type Plan } from "#shared/content/plans.ts";
import { stripeClient, syncStripe } from "../../scripts/stripe-sync.ts";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";

let stack: RunningStack;
let stripe: Stripe;

beforeAll(async () => {
  stack = await startStack({ mode: "test", seed: false });
  stripe = stripeClient("sk_test_local_stripe_double", stack.stripeUrl!);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const keys = PLANS.map((plan) => plan.priceId);
const pricesByKey = async () => (await stripe.prices.list({ lookup_keys: keys, limit: 10 })).data;

async function checkout(planKey: string): Promise<{ status: number; body: { url?: string; error?: string } }> {
  const anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
  const { data, error } = await anon.auth.signUp({ email: `sync-${randomUUID()}@example.dk`, password: `Pw-${randomUUID()}` });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  const response = await fetch(`${stack.apiUrl}/functions/v1/create-checkout`, {
    method: "POST",
    headers: { apikey: stack.anonKey, authorization: `Bearer ${data.session.access_token}`, "content-type": "application/json" },
    body: JSON.stringify({ priceId: planKey, quantity: 3 }),
  });
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

describe("npm run stripe:sync", () => {
  it("the stack's start filled the double: one product and one monthly DKK price per plan, by lookup key", async () => {
    const prices = await pricesByKey();
    expect(prices.map((price) => [price.lookup_key, price.unit_amount, price.currency, price.recurring?.interval, price.product]).sort()).toEqual(
      PLANS.map((plan) => [plan.priceId, plan.pricePerEmployee * 100, "dkk", "month", plan.productId]).sort(),
    );
    for (const plan of PLANS) expect(await stripe.products.retrieve(plan.productId)).toMatchObject({ name: plan.name, active: true });
  });

  it("twice more changes nothing and makes no duplicates", async () => {
    const before = (await stripe.prices.list({ limit: 100 })).data.map((price) => price.id).sort();
    for (let run = 0; run < 2; run += 1) {
      const results = await syncStripe(stripe);
      expect(results.map((result) => [result.product, result.price])).toEqual(PLANS.map(() => ["unchanged", "unchanged"]));
    }
    expect((await stripe.prices.list({ limit: 100 })).data.map((price) => price.id).sort()).toEqual(before);
    expect((await stripe.products.list({ limit: 100 })).data).toHaveLength(PLANS.length);
  });

  it("a changed plan price makes a new price and moves the lookup key to it; the old one is archived", async () => {
    const core = PLANS[0]!;
    const [old] = (await stripe.prices.list({ lookup_keys: [core.priceId] })).data;
    const changed: Plan[] = PLANS.map((plan) => (plan.id === core.id ? { ...plan, pricePerEmployee: 47, name: "Core Plus" } : plan));
    const [result] = await syncStripe(stripe, changed);
    expect(result).toMatchObject({ plan: "core", product: "updated", price: "updated", replaced: old!.id });
    const [now] = (await stripe.prices.list({ lookup_keys: [core.priceId] })).data;
    expect(now).toMatchObject({ id: result!.priceId, unit_amount: 4700, lookup_key: core.priceId, active: true });
    expect(await stripe.prices.retrieve(old!.id)).toMatchObject({ active: false, lookup_key: null, unit_amount: 4400 });
    expect((await stripe.products.retrieve(core.productId)).name).toBe("Core Plus");

    // Checkout now refuses: Stripe would charge 47 kr. while the site shows 44.
    expect(await checkout(core.priceId)).toEqual({ status: 503, body: { error: BILLING_MESSAGES.priceMismatch } });
    // The sync with the real plans puts it right again.
    expect((await syncStripe(stripe))[0]).toMatchObject({ price: "updated" });
    expect((await checkout(core.priceId)).status).toBe(200);
  });

  it.each([
    ["amount", { unit_amount: 1, currency: "dkk", recurring: { interval: "month" as const } }, "amount 1 øre, the plan says 6600"],
    ["currency", { unit_amount: 6600, currency: "eur", recurring: { interval: "month" as const } }, "currency eur, the plan says dkk"],
    ["interval", { unit_amount: 6600, currency: "dkk", recurring: { interval: "year" as const } }, "interval 1 year, the plan says 1 month"],
  ])("checkout refuses a price whose %s differs from the plan, with a logged reason and a Danish error", async (_label, price, reason) => {
    const essentials = PLANS[1]!;
    await stripe.prices.create({ product: essentials.productId, lookup_key: essentials.priceId, transfer_lookup_key: true, ...price });
    expect(await checkout(essentials.priceId)).toEqual({ status: 503, body: { error: BILLING_MESSAGES.priceMismatch } });
    // The functions host writes its log through a pipe to the file, so the line can land just after the answer.
    await expect
      .poll(() => readFileSync(join(stack.logDir, "functions.log"), "utf8"))
      .toContain(`checkout refused for plan essentials (${essentials.priceId}): ${reason}`);
    await syncStripe(stripe);
    expect((await checkout(essentials.priceId)).status).toBe(200);
  });

  it("refuses a lookup key that is not a plan's (400, as before)", async () => {
    expect((await checkout("price_unknown")).status).toBe(400);
  });
});
