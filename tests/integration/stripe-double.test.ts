import { createServer } from "node:http";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../supabase/local/ports.ts";
import { startStripeDouble } from "../../supabase/local/stripe/index.ts";
import { PLANS } from "#shared/content/plans.ts";
import { syncStripe } from "../../scripts/stripe-sync.ts";

// The double on its own, with a webhook endpoint we control; the stack-level path is in billing-*.test.ts.
describe("Stripe test double", () => {
  const received: Array<{ signature: string; body: string }> = [];
  let failuresLeft = 2;
  const endpoint = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ signature: String(req.headers["stripe-signature"]), body });
      res.statusCode = failuresLeft-- > 0 ? 500 : 200;
      res.end();
    });
  });
  const cleanup: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it("serves the stripe SDK and delivers signed events, retrying failed deliveries", async () => {
    const endpointPort = await freePort();
    await new Promise<void>((resolve) => endpoint.listen(endpointPort, "127.0.0.1", resolve));
    cleanup.push(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));
    const double = await startStripeDouble({
      port: await freePort(),
      webhookUrl: `http://127.0.0.1:${endpointPort}/hook`,
      retryDelaysMs: [50, 50, 50],
    });
    cleanup.push(() => double.stop());
    const url = new URL(double.url);
    const stripe = new Stripe(double.secretKey, { host: url.hostname, port: Number(url.port), protocol: "http" });

    await syncStripe(stripe);
    const [price] = (await stripe.prices.list({ lookup_keys: [PLANS[1]!.priceId] })).data;
    expect(price).toMatchObject({ currency: "dkk", unit_amount: 6600, recurring: { interval: "month" }, lookup_key: PLANS[1]!.priceId });
    if (!price) throw new Error("the sync made no price");
    await expect(stripe.prices.retrieve("price_missing")).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404 });
    await expect(new Stripe("sk_test_wrong", { host: url.hostname, port: Number(url.port), protocol: "http" }).prices.list()).rejects.toMatchObject({ statusCode: 401 });

    const customer = await stripe.customers.create({ email: "a@b.dk", metadata: { user_id: "u1" } }, { idempotencyKey: "k1" });
    const same = await stripe.customers.create({ email: "a@b.dk", metadata: { user_id: "u1" } }, { idempotencyKey: "k1" });
    expect(same.id).toBe(customer.id);
    await expect(stripe.customers.create({ email: "other@b.dk" }, { idempotencyKey: "k1" })).rejects.toMatchObject({ statusCode: 400 });

    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 3 }],
      success_url: "http://localhost/ok",
      cancel_url: "http://localhost/cancel",
    });
    const paid = await fetch(session.url!, { method: "POST", body: new URLSearchParams({ card: "4242424242424242" }), redirect: "manual" });
    expect(paid.status).toBe(303);
    await double.idle();

    const subscriptions = await stripe.subscriptions.list({ customer: customer.id });
    expect(subscriptions.data).toHaveLength(1);
    const subscription = await stripe.subscriptions.update(subscriptions.data[0]!.id, { cancel_at_period_end: true });
    expect(subscription.cancel_at_period_end).toBe(true);
    await double.idle();

    // Four events; the first failed twice and was retried until it went through.
    const deliveries = [...double.deliveries.values()];
    expect(deliveries.map((d) => d.type)).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed", "customer.subscription.updated"]);
    expect(deliveries[0]!.statuses).toEqual([500, 500, 200]);
    expect(deliveries.every((d) => d.delivered)).toBe(true);
    // Each delivery verifies with the SDK's own check, as stripe-webhook does it.
    for (const { body, signature } of received) {
      expect(stripe.webhooks.constructEvent(body, signature, double.webhookSecret).id).toMatch(/^evt_/);
    }
  });
});
