// One customer, one live subscription. Opening checkout for 1 seat and then for 2 left two payable
// sessions; paying both gave one customer two live subscriptions (only a third attempt got the 409).
import { describe, expect, it } from "vitest";
import { callFunction, newUser, sql } from "./support/clients.ts";
import { checkSubscription, CORE_PRICE, eventually, payCheckout, stripeApi } from "./support/billing.ts";

const CARD = "4242424242424242";

interface StripeList<T> {
  data: T[];
}
interface StripeSubscription {
  id: string;
  status: string;
  created: number;
  latest_invoice: string | null;
  items: { data: Array<{ quantity: number }> };
}

async function openCheckout(token: string, quantity: number): Promise<string> {
  const { status, body } = await callFunction("create-checkout", { token, body: { priceId: CORE_PRICE, quantity } });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { url: string }).url;
}

const sessionIdOf = (url: string) => url.split("/").at(-1)!;

async function customerOf(userId: string): Promise<string> {
  const [row] = await sql<{ stripe_customer_id: string }>("select stripe_customer_id from public.customers where user_id = $1", [userId]);
  return row!.stripe_customer_id;
}

const liveRows = (userId: string) =>
  sql<{ id: string; status: string; quantity: number }>(
    "select id, status, quantity from public.subscriptions where user_id = $1 and status in ('active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused') order by id",
    [userId],
  );

describe("one open checkout per customer", () => {
  it("a new checkout expires the earlier one: paying both ends with one live subscription, for the later seat count", async () => {
    const user = await newUser();
    const first = await openCheckout(user.accessToken, 1);
    const second = await openCheckout(user.accessToken, 2);
    expect(sessionIdOf(first)).not.toBe(sessionIdOf(second));
    expect(await stripeApi(`/checkout/sessions/${sessionIdOf(first)}`)).toMatchObject({ status: "expired" });

    const paidFirst = await payCheckout(first, CARD);
    expect(paidFirst.status).toBe(410);
    expect(await paidFirst.text()).toContain("Betalingen er udløbet");
    const paidSecond = await payCheckout(second, CARD);
    expect(paidSecond.status).toBe(303);

    await eventually(() => checkSubscription(user.accessToken), (answer) => answer.subscribed);
    const customer = await customerOf(user.id);
    const atStripe = await stripeApi<StripeList<StripeSubscription>>(`/subscriptions?customer=${customer}&status=all`);
    expect(atStripe.data.map((s) => [s.status, s.items.data[0]!.quantity])).toEqual([["active", 2]]);
    expect((await liveRows(user.id)).map((row) => row.quantity)).toEqual([2]);
    // A third attempt is refused while the subscription lives.
    expect((await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 3 } })).status).toBe(409);
  });

  it("a double click (same seats) still gets the same open session", async () => {
    const user = await newUser();
    const [a, b] = await Promise.all([openCheckout(user.accessToken, 4), openCheckout(user.accessToken, 4)]);
    expect(a).toBe(b);
    expect(await stripeApi(`/checkout/sessions/${sessionIdOf(a)}`)).toMatchObject({ status: "open" });
  });

  it("going back to an earlier seat count opens a fresh session instead of the expired one", async () => {
    const user = await newUser();
    const one = await openCheckout(user.accessToken, 1);
    await openCheckout(user.accessToken, 2);
    const again = await openCheckout(user.accessToken, 1);
    expect(again).not.toBe(one);
    expect(await stripeApi(`/checkout/sessions/${sessionIdOf(again)}`)).toMatchObject({ status: "open" });
    expect((await payCheckout(again, CARD)).status).toBe(303);
  });
});

describe("a second live subscription that gets through anyway", () => {
  it("is cancelled at once and its payment refunded; the first one is kept", async () => {
    const user = await newUser();
    await openCheckout(user.accessToken, 1); // creates the customer
    const customer = await customerOf(user.id);
    // Two sessions opened past create-checkout's rule (as if created in the same instant), both paid.
    const price = (await stripeApi<StripeList<{ id: string }>>(`/prices?lookup_keys[]=${CORE_PRICE}`)).data[0]!.id;
    const session = () =>
      stripeApi<{ url: string }>("/checkout/sessions", {
        method: "POST",
        form: {
          mode: "subscription",
          customer,
          "line_items[0][price]": price,
          "line_items[0][quantity]": "3",
          success_url: "http://localhost/ok",
          "subscription_data[metadata][user_id]": user.id,
        },
      });
    const [a, b] = [await session(), await session()];
    expect((await payCheckout(a.url, CARD)).status).toBe(303);
    expect((await payCheckout(b.url, CARD)).status).toBe(303);

    const subscriptions = await eventually(
      async () => (await stripeApi<StripeList<StripeSubscription>>(`/subscriptions?customer=${customer}&status=all`)).data,
      (data) => data.length === 2 && data.filter((s) => s.status === "active").length === 1,
    );
    const [older, newer] = [...subscriptions].sort((x, y) => x.created - y.created);
    expect(older!.status).toBe("active");
    expect(newer!.status).toBe("canceled");
    const invoicePayments = await stripeApi<StripeList<{ amount_paid: number; payment: { payment_intent: string } }>>(
      `/invoice_payments?invoice=${newer!.latest_invoice}`,
    );
    const paid = invoicePayments.data[0]!;
    const refunds = await eventually(
      async () => (await stripeApi<StripeList<{ amount: number; reason: string }>>(`/refunds?payment_intent=${paid.payment.payment_intent}`)).data,
      (data) => data.length > 0,
    );
    expect(refunds).toEqual([expect.objectContaining({ amount: paid.amount_paid, reason: "duplicate" })]);
    await eventually(() => liveRows(user.id), (rows) => rows.length === 1 && rows[0]!.id === older!.id);
  });
});
