import { SignJWT } from "jose";
import { PLANS } from "#shared/content/plans.ts";
import { signPayload, type StripeEvent } from "../../../supabase/local/stripe/webhooks.ts";
import { DOUBLE_SECRET_KEY } from "../../../supabase/local/stripe/index.ts";
import { callFunction, newUser, sql, stackInfo } from "./clients.ts";

export const CORE_PRICE = PLANS[0]!.priceId;

export function stripeUrl(): string {
  const url = stackInfo().stripeUrl;
  if (!url) throw new Error("these tests need the Stripe double (no STRIPE_SECRET_KEY in the environment)");
  return url;
}

/** Stripe's API as the functions see it, through the double. */
export async function stripeApi<T = Record<string, unknown>>(path: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${stripeUrl()}/v1${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${DOUBLE_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  return (await response.json()) as T;
}

export async function recordedEvents(): Promise<StripeEvent[]> {
  const response = await fetch(`${stripeUrl()}/_double/events`);
  return ((await response.json()) as { events: StripeEvent[] }).events;
}

/** Posts an event to stripe-webhook through the gateway, signed as Stripe signs it (or with a given header). */
export async function postEvent(event: unknown, signature?: string): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const response = await fetch(`${stackInfo().apiUrl}/functions/v1/stripe-webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature ?? signPayload(payload, stackInfo().stripeWebhookSecret) },
    body: payload,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body };
}

/** Pays a checkout page of the double with a card number, as a browser submits its form. */
export async function payCheckout(url: string, card: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card, expiry: "12/34", cvc: "123" }).toString(),
    redirect: "manual",
  });
}

export interface SubscriptionAnswer {
  subscribed: boolean;
  price_id: string | null;
  quantity: number | null;
  subscription_end: string | null;
  cancel_at_period_end: boolean;
  status: string | null;
  /** When a cancelled subscription ends under the terms' notice. */
  cancel_at: string | null;
}

export async function checkSubscription(token: string): Promise<SubscriptionAnswer> {
  const { status, body } = await callFunction("check-subscription", { token });
  if (status !== 200) throw new Error(`check-subscription answered ${status}: ${JSON.stringify(body)}`);
  return body as SubscriptionAnswer;
}

/** Polls a state until it holds (webhooks arrive asynchronously); fails with the last value seen. */
export async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!holds(last)) {
    if (Date.now() > deadline) throw new Error(`state never reached; last: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

/** A new user with an active 4-seat subscription, bought through checkout as a customer would. */
export async function subscribedUser() {
  const user = await newUser();
  const { body } = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 4 } });
  await payCheckout((body as { url: string }).url, "4242424242424242");
  await eventually(() => checkSubscription(user.accessToken), (s) => s.subscribed);
  const [row] = await sql<{ id: string }>("select id from public.subscriptions where user_id = $1", [user.id]);
  return { user, subscriptionId: row!.id };
}

export async function billingRows(userId: string): Promise<{ customers: number; subscriptions: number }> {
  const [row] = await sql<{ customers: string; subscriptions: string }>(
    `select (select count(*) from public.customers where user_id = $1) as customers,
            (select count(*) from public.subscriptions where user_id = $1) as subscriptions`,
    [userId],
  );
  return { customers: Number(row!.customers), subscriptions: Number(row!.subscriptions) };
}

/** A correctly signed access token that expired a minute ago. */
export async function expiredToken(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: userId, role: "authenticated", aud: "authenticated" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(stackInfo().jwtSecret));
}
