// create-checkout: a Stripe Checkout session (subscription mode) for the signed-in user's chosen plan and
// number of employees; answers { url }, which the portal opens in a new window.
//
// - Input: { priceId, quantity }; priceId is a plan's price lookup key (plans.ts), quantity a whole number
//   1-30. Anything else is a 400 and nothing is written, here or at Stripe.
// - The Stripe price is found by that lookup key, and must charge what plans.ts shows (amount, currency,
//   monthly): otherwise the checkout is refused with a logged reason and a Danish 503. Every invoice adds
//   25 % Danish moms: the account's DK tax rate (stripe:sync makes it) as the subscription's default_tax_rates.
// - One Stripe customer per user, ever: the stored mapping (public.customers) first; else a customer created
//   with an idempotency key derived from the user id, so two concurrent checkouts get the same customer from
//   Stripe, and the unique user_id lets only one mapping row in.
// - Refuses a second subscription while one still exists (409, Danish message), and leaves one open checkout
//   per customer: a new session expires the earlier open ones (open-sessions.ts).
// - Success and cancel URLs come from configuration, never from the request.
import { z } from "../_shared/deps.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { readCappedJson } from "../_shared/body.ts";
import { requireSecondStep } from "../_shared/second-step.ts";
import { requireUser, serviceClient } from "../_shared/supabase.ts";
import { BLOCKING_STATUSES, billingUrls, planPrice, Stripe, stripe } from "../_shared/stripe.ts";
import { planByLookupKey, priceMismatch } from "../_shared/billing/plan-price.ts";
import { isDanishVatRate } from "../_shared/facts/danish-vat.ts";
import { EMPLOYEES_MAX, EMPLOYEES_MIN } from "../_shared/content/plans.ts";
import { BILLING_MESSAGES } from "../_shared/content/billing.ts";
import type { User } from "../_shared/deps.ts";
import { createOnlyOpenSession } from "./open-sessions.ts";

const body = z
  .object({
    priceId: z.string().min(1).max(200),
    quantity: z.number().int().min(EMPLOYEES_MIN).max(EMPLOYEES_MAX),
  })
  .strict();

async function customerFor(user: User): Promise<string> {
  const db = serviceClient();
  const stored = await db.from("customers").select("stripe_customer_id").eq("user_id", user.id).maybeSingle();
  if (stored.error) throw stored.error;
  if (stored.data) return stored.data.stripe_customer_id as string;

  const created = await stripe().customers.create(
    { email: user.email, name: user.user_metadata?.full_name, metadata: { user_id: user.id } },
    { idempotencyKey: `skjold-customer-${user.id}` },
  );
  const inserted = await db.from("customers").insert({ user_id: user.id, stripe_customer_id: created.id });
  if (!inserted.error) return created.id;
  if (inserted.error.code !== "23505") throw inserted.error;
  // Another request stored its customer first. With the shared idempotency key it is the same one; if not
  // (the key expired between attempts), the stored one wins and ours is removed so none is left dangling.
  const winner = await db.from("customers").select("stripe_customer_id").eq("user_id", user.id).single();
  if (winner.error) throw winner.error;
  const winnerId = winner.data.stripe_customer_id as string;
  if (winnerId !== created.id) await stripe().customers.del(created.id).catch(() => undefined);
  return winnerId;
}

async function hasSubscription(userId: string): Promise<boolean> {
  const { count, error } = await serviceClient()
    .from("subscriptions")
    .select("id", { count: "exact", head: true })
    .eq("user_id", userId)
    .in("status", [...BLOCKING_STATUSES]);
  if (error) throw error;
  return (count ?? 0) > 0;
}

Deno.serve(
  serve(["POST"], async (request) => {
    const token = bearerToken(request);
    // The caller is known before a byte of the body is read (issue 10: no anonymous body buffering).
    const { user } = await requireUser(token);
    const input = await readCappedJson(request, body).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 400 && Array.isArray(error.details)) {
        const onQuantity = (error.details as Array<{ path: string }>).some((d) => d.path === "quantity");
        throw new HttpError(400, onQuantity ? BILLING_MESSAGES.invalidQuantity : BILLING_MESSAGES.invalidBody, error.details);
      }
      throw error;
    });
    const plan = planByLookupKey(input.priceId);
    if (!plan) throw new HttpError(400, BILLING_MESSAGES.unknownPrice);

    requireSecondStep(user, token);
    if (await hasSubscription(user.id)) throw new HttpError(409, BILLING_MESSAGES.alreadySubscribed);

    const urls = billingUrls();
    try {
      // The price charged is the price shown: Stripe's price for the plan must match plans.ts.
      const price = await planPrice(plan);
      const mismatch = price ? priceMismatch(plan, price) : "no active Stripe price has the lookup key (run `npm run stripe:sync`)";
      if (!price || mismatch) {
        console.error(`checkout refused for plan ${plan.id} (${input.priceId}): ${mismatch}`);
        throw new HttpError(503, BILLING_MESSAGES.priceMismatch);
      }
      // Moms is added on top of the price (prices are quoted excl. moms): the account's 25 % DK rate, looked up.
      const vat = (await stripe().taxRates.list({ active: true, limit: 100 })).data.find(isDanishVatRate);
      if (!vat) {
        console.error(`checkout refused for plan ${plan.id}: no active 25 % DK tax rate (run \`npm run stripe:sync\`)`);
        throw new HttpError(503, BILLING_MESSAGES.priceMismatch);
      }
      const customer = await customerFor(user);
      // Same user, plan and count within ten minutes: the same session (a double click opens one checkout).
      const window = Math.floor(Date.now() / 600_000);
      const key = `skjold-checkout-${user.id}-${price.id}-${input.quantity}-${window}`;
      const create = (idempotencyKey: string) =>
        stripe().checkout.sessions.create(
          {
            mode: "subscription",
            customer,
            client_reference_id: user.id,
            line_items: [{ price: price.id, quantity: input.quantity }],
            locale: "da",
            // CVR number: Danish companies register their VAT id at checkout.
            tax_id_collection: { enabled: true },
            customer_update: { name: "auto", address: "auto" },
            billing_address_collection: "required",
            metadata: { user_id: user.id, plan: plan.id },
            subscription_data: { metadata: { user_id: user.id, plan: plan.id }, default_tax_rates: [vat.id] },
            success_url: urls.success,
            cancel_url: urls.cancel,
          },
          { idempotencyKey },
        );
      const session = await createOnlyOpenSession(stripe(), customer, key, create);
      if (!session.url) throw new Error("Stripe returned a session without a url");
      return json(200, { url: session.url });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        console.error("Stripe refused the checkout", error.type, error.message);
        throw new HttpError(502, BILLING_MESSAGES.providerUnavailable);
      }
      throw error;
    }
  }),
);
