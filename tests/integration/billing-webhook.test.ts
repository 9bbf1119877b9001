import { describe, expect, it } from "vitest";
import { callFunction, sql } from "./support/clients.ts";
import { checkSubscription, eventually, postEvent, recordedEvents, stripeApi, stripeUrl, subscribedUser } from "./support/billing.ts";
import { signPayload, type StripeEvent } from "../../supabase/local/stripe/webhooks.ts";

interface Row {
  status: string;
  quantity: number;
  cancel_at_period_end: boolean;
  /** Set by the webhook to the terms' notice end once cancelled (billing-notice.test.ts). */
  cancelling: boolean;
}

const rowOf = async (id: string) =>
  (await sql<Row>("select status, quantity, cancel_at_period_end, cancel_at is not null as cancelling from public.subscriptions where id = $1", [id]))[0]!;

const eventsOf = async (subscriptionId: string) =>
  (await recordedEvents()).filter((event) => JSON.stringify(event.data.object).includes(subscriptionId));

describe("stripe-webhook", () => {
  it("refuses a bad or missing signature with 400 and records nothing", async () => {
    const event = { id: "evt_forged1", object: "event", type: "customer.subscription.deleted", created: 1, data: { object: {} } };
    const wrongSecret = signPayload(JSON.stringify(event), "whsec_wrong");
    expect((await postEvent(event, wrongSecret)).status).toBe(400);
    expect((await postEvent(event, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await postEvent(event, "")).status).toBe(400);
    expect(await sql("select 1 from public.stripe_events where id = 'evt_forged1'")).toEqual([]);
  });

  it("acknowledges events it does not use, once", async () => {
    const event = { id: "evt_unknown1", object: "event", type: "product.created", created: Math.floor(Date.now() / 1000), data: { object: { id: "prod_x" } } };
    expect(await postEvent(event)).toMatchObject({ status: 200, body: { received: true, outcome: "ignored" } });
    expect(await postEvent(event)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
  });

  it("replayed, duplicated and reordered events end in Stripe's current state", async () => {
    const { user, subscriptionId } = await subscribedUser();
    const portal = await callFunction("customer-portal", { token: user.accessToken });
    const portalUrl = (portal.body as { url: string }).url;
    const post = (action: string, form: Record<string, string> = {}) =>
      fetch(`${portalUrl}/subscriptions/${subscriptionId}/${action}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      });
    await post("quantity", { quantity: "9" });
    await post("cancel");
    // The cancellation at period end is moved to the terms' notice end (cancel_at) by the webhook itself.
    await eventually(() => rowOf(subscriptionId), (row) => row.cancelling && !row.cancel_at_period_end && row.quantity === 9);
    const expected = { status: "active", quantity: 9, cancel_at_period_end: false, cancelling: true };

    const events = await eventsOf(subscriptionId);
    expect(events.map((e) => e.type)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.updated",
    ]);
    // Every delivery again (Stripe redelivers): each is recognised and changes nothing.
    for (const event of events) expect(await postEvent(event)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await rowOf(subscriptionId)).toEqual(expected);

    // The same moments delivered late and out of order (as new deliveries): older payloads never win.
    const late = (event: StripeEvent, n: number) => ({ ...event, id: `${event.id}late${n}` });
    for (const [n, event] of [...events].reverse().entries()) {
      expect((await postEvent(late(event, n))).status).toBe(200);
      expect(await rowOf(subscriptionId)).toEqual(expected);
    }
    // Even the oldest payload with the newest timestamp cannot move state backwards past what Stripe says:
    // a tie with the stored moment is re-read from the API.
    const created = events[0]!;
    const newest = events[events.length - 1]!;
    await postEvent({ ...created, id: `${created.id}tie`, created: newest.created });
    expect(await rowOf(subscriptionId)).toEqual(expected);

    // Stripe ends the subscription: the user is no longer subscribed.
    await fetch(`${stripeUrl()}/_double/subscriptions/${subscriptionId}/end`, { method: "POST" });
    await eventually(() => checkSubscription(user.accessToken), (s) => !s.subscribed);
    expect((await rowOf(subscriptionId)).status).toBe("canceled");
    // A late 'updated' (active) after the deletion leaves it canceled.
    const updated = events[2]!;
    await postEvent({ ...updated, id: `${updated.id}afterend` });
    expect((await rowOf(subscriptionId)).status).toBe("canceled");
    const api = await stripeApi<{ status: string }>(`/subscriptions/${subscriptionId}`);
    expect(api.status).toBe("canceled");
  });
});
