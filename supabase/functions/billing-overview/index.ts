// billing-overview: what the portal's billing panel shows, read from Stripe for the signed-in user's own
// customer: the latest invoices (number, date, total and its taxes, status, Stripe's hosted page and
// PDF), the card the subscription is charged to (brand, last four, expiry), and the business name and
// CVR given at checkout (the customer's name and its tax ids). public.subscriptions is only a cache of
// the subscription; invoices and cards live at Stripe, so they are read there on each call.
//
// - Input: {} or { limit } (1-24 invoices, 6 by default); anything else is a Danish 400.
// - The customer comes from public.customers read with the caller's token, so RLS makes it theirs;
//   a user with none gets an empty overview (200), not an error.
import { z } from "../_shared/deps.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { readCappedJson } from "../_shared/body.ts";
import { requireSecondStep } from "../_shared/second-step.ts";
import { requireUser, type DbClient } from "../_shared/supabase.ts";
import { Stripe, stripe } from "../_shared/stripe.ts";
import { BILLING_MESSAGES } from "../_shared/content/billing.ts";
import { cvrOf, invoiceOf, cardOf, type BillingOverview } from "./shape.ts";

const body = z
  .object({ limit: z.number().int().min(1).max(24).optional() })
  .strict();

/** The card a subscription is charged to: its own default, else the customer's invoice default. */
async function chargedCard(db: DbClient, customer: Stripe.Customer): Promise<Stripe.PaymentMethod | null> {
  const { data, error } = await db
    .from("subscriptions")
    .select("id")
    .order("current_period_end", { ascending: false, nullsFirst: false })
    .limit(1);
  if (error) throw error;
  let id: string | null = null;
  const subscriptionId = data?.[0]?.id as string | undefined;
  if (subscriptionId) {
    const subscription = await stripe().subscriptions.retrieve(subscriptionId);
    const own = subscription.default_payment_method;
    id = typeof own === "string" ? own : (own?.id ?? null);
  }
  const fallback = customer.invoice_settings?.default_payment_method;
  id ??= typeof fallback === "string" ? fallback : (fallback?.id ?? null);
  return id ? await stripe().paymentMethods.retrieve(id) : null;
}

Deno.serve(
  serve(["POST"], async (request) => {
    const token = bearerToken(request);
    const { user, client } = await requireUser(token);
    const input = await readCappedJson(request, body).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 400) throw new HttpError(400, BILLING_MESSAGES.invalidBody, error.details);
      throw error;
    });
    requireSecondStep(user, token);
    const { data, error } = await client.from("customers").select("stripe_customer_id").maybeSingle();
    if (error) throw error;
    const empty: BillingOverview = { company: null, cvr: null, paymentMethod: null, invoices: [] };
    if (!data) return json(200, empty);
    const customerId = data.stripe_customer_id as string;
    try {
      const [customer, invoices, taxIds] = await Promise.all([
        stripe().customers.retrieve(customerId),
        stripe().invoices.list({ customer: customerId, limit: input.limit ?? 6 }),
        stripe().customers.listTaxIds(customerId, { limit: 10 }),
      ]);
      if ("deleted" in customer && customer.deleted) return json(200, empty);
      const live = customer as Stripe.Customer;
      const card = await chargedCard(client, live);
      const overview: BillingOverview = {
        // The name Checkout stored from "purchasing as a business" (customer_update[name]=auto); only
        // shown as a company when a CVR came with it, since a private buyer's name is also stored there.
        company: cvrOf(taxIds.data) ? live.name ?? null : null,
        cvr: cvrOf(taxIds.data),
        paymentMethod: cardOf(card),
        invoices: invoices.data.map(invoiceOf).filter((invoice) => invoice !== null),
      };
      return json(200, overview);
    } catch (failure) {
      if (failure instanceof Stripe.errors.StripeError) {
        console.error("Stripe refused the billing overview", failure.type, failure.message);
        throw new HttpError(502, BILLING_MESSAGES.providerUnavailable);
      }
      throw failure;
    }
  }),
);
