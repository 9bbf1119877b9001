// The terms' notice on every cancellation: stripe-webhook sets Stripe's cancel_at to the end of the month
// after the cancellation, whether it came from the billing portal page, the API's cancel_at_period_end or
// a cancel_at of the customer's own, and check-subscription answers that date. Stripe's "now" is moved
// with the double's clock to cancel on the days that matter (month ends, leap years).
import { afterAll, describe, expect, it } from "vitest";
import { callFunction, sql } from "./support/clients.ts";
import { checkSubscription, eventually, recordedEvents, stripeApi, stripeUrl, subscribedUser } from "./support/billing.ts";

async function setStripeNow(iso: string): Promise<void> {
  const response = await fetch(`${stripeUrl()}/_double/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ now: Math.floor(Date.parse(iso) / 1000) }),
  });
  expect(response.status).toBe(200);
}

afterAll(async () => {
  await setStripeNow(new Date().toISOString());
});

async function portalPost(token: string, subscriptionId: string, action: "cancel" | "resume"): Promise<void> {
  const portal = await callFunction("customer-portal", { token });
  const url = (portal.body as { url: string }).url;
  const response = await fetch(`${url}/subscriptions/${subscriptionId}/${action}`, { method: "POST", redirect: "manual" });
  expect(response.status).toBe(303);
}

const storedCancelAt = async (id: string) =>
  (await sql<{ cancel_at: Date | null }>("select cancel_at from public.subscriptions where id = $1", [id]))[0]!.cancel_at?.toISOString() ?? null;

const stripeCancelAt = async (id: string) => (await stripeApi<{ cancel_at: number | null }>(`/subscriptions/${id}`)).cancel_at;

describe("cancellation follows the terms: end of the current month plus one month", () => {
  it("cancelled in the billing portal on 25 November ends on 31 December, on Stripe, in the database and in check-subscription", async () => {
    await setStripeNow("2026-11-25T10:00:00Z");
    const { user, subscriptionId } = await subscribedUser();
    await portalPost(user.accessToken, subscriptionId, "cancel");
    const end = "2026-12-31T22:59:59.000Z";
    await eventually(() => storedCancelAt(subscriptionId), (value) => value === end);
    expect(await stripeCancelAt(subscriptionId)).toBe(Date.parse(end) / 1000);
    const answer = await checkSubscription(user.accessToken);
    expect(answer).toMatchObject({ subscribed: true, cancel_at: "2026-12-31T22:59:59+00:00", status: "active" });
    // The double told the webhook about the new date as Stripe does.
    const updates = (await recordedEvents()).filter(
      (event) => event.type === "customer.subscription.updated" && (event.data.object as { id?: string }).id === subscriptionId,
    );
    expect(updates.map((event) => (event.data.object as { cancel_at: number | null }).cancel_at).at(-1)).toBe(Date.parse(end) / 1000);

    // Resumed in the portal: it renews again, and no end date is left behind.
    await portalPost(user.accessToken, subscriptionId, "resume");
    await eventually(() => storedCancelAt(subscriptionId), (value) => value === null);
    expect(await stripeCancelAt(subscriptionId)).toBeNull();
  });

  const cases: Array<[string, string, string]> = [
    ["on 31 January 2028 (leap year)", "2028-01-31T12:00:00Z", "2028-02-29T22:59:59.000Z"],
    ["on 29 February 2028", "2028-02-29T12:00:00Z", "2028-03-31T21:59:59.000Z"],
    ["on 30 November", "2026-11-30T12:00:00Z", "2026-12-31T22:59:59.000Z"],
    ["on 31 December", "2026-12-31T12:00:00Z", "2027-01-31T22:59:59.000Z"],
    ["on 31 January 2027", "2027-01-31T12:00:00Z", "2027-02-28T22:59:59.000Z"],
  ];
  for (const [when, now, end] of cases) {
    it(`cancel_at_period_end through the API ${when} ends ${end}`, async () => {
      await setStripeNow(now);
      const { subscriptionId } = await subscribedUser();
      await stripeApi(`/subscriptions/${subscriptionId}`, { method: "POST", form: { cancel_at_period_end: "true" } });
      await eventually(() => storedCancelAt(subscriptionId), (value) => value === end);
      expect(await stripeCancelAt(subscriptionId)).toBe(Date.parse(end) / 1000);
    });
  }

  it("a cancel_at of the customer's own choosing is moved to the terms' date too", async () => {
    await setStripeNow("2026-11-25T10:00:00Z");
    const { subscriptionId } = await subscribedUser();
    const inThreeDays = Math.floor(Date.parse("2026-11-28T10:00:00Z") / 1000);
    await stripeApi(`/subscriptions/${subscriptionId}`, { method: "POST", form: { cancel_at: String(inThreeDays) } });
    await eventually(() => storedCancelAt(subscriptionId), (value) => value === "2026-12-31T22:59:59.000Z");
  });
});

describe("the Stripe double's cancel_at, as Stripe", () => {
  it("refuses cancel_at with cancel_at_period_end, and a cancel_at in the past", async () => {
    await setStripeNow(new Date().toISOString());
    const { subscriptionId } = await subscribedUser();
    const both = await stripeApi<{ error?: { param?: string } }>(`/subscriptions/${subscriptionId}`, {
      method: "POST",
      form: { cancel_at_period_end: "true", cancel_at: String(Math.floor(Date.now() / 1000) + 86_400) },
    });
    expect(both.error?.param).toBe("cancel_at");
    const past = await stripeApi<{ error?: { param?: string } }>(`/subscriptions/${subscriptionId}`, {
      method: "POST",
      form: { cancel_at: String(Math.floor(Date.now() / 1000) - 60) },
    });
    expect(past.error?.param).toBe("cancel_at");
    expect(await stripeCancelAt(subscriptionId)).toBeNull();
  });
});
