// stripe-webhook: keeps public.subscriptions in step with Stripe.
//
// - The signature (Stripe-Signature, HMAC of the raw body) is checked before anything is parsed: 400 if wrong.
// - Each event id is applied once: a redelivery of a recorded id answers 200 and changes nothing.
// - Order-safe: an event's payload is applied only if it is newer (event.created) than the stored state;
//   otherwise, and for events that carry no subscription (checkout, invoices), the subscription is read
//   from the API, which is always current.
// - One live subscription per customer: a completed checkout that would make a second one cancels and
//   refunds it (second-subscription.ts).
// - Events we do not use are acknowledged (200), so Stripe does not retry them.
// The gateway does not check a JWT for this function (supabase/config.toml): Stripe sends none.
import { readText } from "../_shared/body.ts";
import { HttpError, json, serve } from "../_shared/http.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { storedPriceOf, stripe, webCrypto, type Stripe } from "../_shared/stripe.ts";
import { endExtraSubscriptions } from "./second-subscription.ts";
import { applyNoticeCancelAt, noticeCancelAt } from "./notice-cancel-at.ts";

// Stripe's events are far below this; a bigger body is not from Stripe.
const MAX_EVENT_BYTES = 512 * 1024;

function webhookSecret(): string {
  const secret = Deno.env.get("STRIPE_WEBHOOK_SECRET");
  if (!secret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  return secret;
}

async function verifiedEvent(request: Request): Promise<Stripe.Event> {
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw new HttpError(400, "Missing Stripe-Signature header");
  // The shared capped reader: a chunked flood is cut off at the cap instead of buffered whole.
  const raw = await readText(request, { maxBytes: MAX_EVENT_BYTES, messages: { tooLarge: "Event too large" } });
  if (raw instanceof Response) throw new HttpError(raw.status, ((await raw.json()) as { error: string }).error);
  try {
    return await stripe().webhooks.constructEventAsync(raw, signature, webhookSecret(), undefined, webCrypto);
  } catch {
    throw new HttpError(400, "Invalid signature");
  }
}

type Subscription = Stripe.Subscription;

async function userIdOf(subscription: Subscription): Promise<string | null> {
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const { data, error } = await serviceClient().from("customers").select("user_id").eq("stripe_customer_id", customerId).maybeSingle();
  if (error) throw error;
  return (data?.user_id as string | undefined) ?? subscription.metadata?.user_id ?? null;
}

/** Stores a subscription's state; 'stale' when the stored state is newer (nothing changed then). */
async function apply(subscription: Subscription, stateAt: number, force: boolean): Promise<"applied" | "stale" | "no_user"> {
  const userId = await userIdOf(subscription);
  if (!userId) {
    console.error(`subscription ${subscription.id} belongs to no known user; ignored`);
    return "no_user";
  }
  const item = subscription.items.data[0];
  // Since API version 2025-03-31 the billing period is on the item; older accounts have it on the subscription.
  const periodEnd = item?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end;
  const { data, error } = await serviceClient().rpc("apply_stripe_subscription", {
    p_id: subscription.id,
    p_user_id: userId,
    p_customer_id: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    p_status: subscription.status,
    p_price_id: storedPriceOf(subscription),
    p_quantity: item?.quantity ?? null,
    p_current_period_end: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    p_cancel_at_period_end: subscription.cancel_at_period_end,
    p_cancel_at: subscription.cancel_at ? new Date(subscription.cancel_at * 1000).toISOString() : null,
    p_state_at: stateAt,
    p_force: force,
  });
  if (error) throw error;
  return data as "applied" | "stale";
}

/** Applies what the API says now; used where the event's own copy may be stale or absent. */
async function refresh(subscriptionId: string, eventCreated: number): Promise<void> {
  const current = await stripe().subscriptions.retrieve(subscriptionId);
  await apply(current, eventCreated, true);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

async function handle(event: Stripe.Event): Promise<"applied" | "ignored"> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== "subscription" || !subscriptionId) return "ignored";
      const customer = idOf(session.customer);
      if (customer) await endExtraSubscriptions(customer);
      await refresh(subscriptionId, event.created);
      return "applied";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed": {
      const subscription = event.data.object;
      if ((await apply(subscription, event.created, false)) === "stale") await refresh(subscription.id, event.created);
      // A cancellation ends when the terms say, not when the period does: when this event shows one that
      // does not yet, read what Stripe has now (the event may be old) and set the date there; the update's
      // own event stores it.
      if (noticeCancelAt(subscription, event.created) !== null) {
        await applyNoticeCancelAt(await stripe().subscriptions.retrieve(subscription.id), event.created);
      }
      return "applied";
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
      if (!subscriptionId) return "ignored";
      await refresh(subscriptionId, event.created);
      return "applied";
    }
    default:
      return "ignored";
  }
}

Deno.serve(
  serve(["POST"], async (request) => {
    const event = await verifiedEvent(request);
    const db = serviceClient();
    const seen = await db.from("stripe_events").select("id").eq("id", event.id).maybeSingle();
    if (seen.error) throw seen.error;
    if (seen.data) return json(200, { received: true, duplicate: true });

    const outcome = await handle(event);
    // Recorded after it was applied: a failure above answers 500, and Stripe's retry applies it again.
    // Two concurrent deliveries of one id may both apply it; applying is idempotent, so that is harmless.
    const recorded = await db.from("stripe_events").upsert({ id: event.id, type: event.type }, { onConflict: "id", ignoreDuplicates: true });
    if (recorded.error) throw recorded.error;
    return json(200, { received: true, outcome });
  }),
);
