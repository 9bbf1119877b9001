// customer-portal: a Stripe billing-portal session for the signed-in user's own customer; answers { url }.
// The customer comes from public.customers read with the caller's token, so RLS makes it theirs.
import { z } from "../_shared/deps.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { readCappedJson } from "../_shared/body.ts";
import { requireSecondStep } from "../_shared/second-step.ts";
import { requireUser } from "../_shared/supabase.ts";
import { billingUrls, Stripe, stripe } from "../_shared/stripe.ts";
import { BILLING_MESSAGES } from "../_shared/content/billing.ts";

// The app sends no payload; anything it does send must at least be a small JSON object.
const body = z.object({}).loose();

Deno.serve(
  serve(["POST"], async (request) => {
    const token = bearerToken(request);
    const { user, client } = await requireUser(token);
    await readCappedJson(request, body);
    requireSecondStep(user, token);
    const { data, error } = await client.from("customers").select("stripe_customer_id").maybeSingle();
    if (error) throw error;
    if (!data) throw new HttpError(404, BILLING_MESSAGES.noCustomer);
    try {
      const session = await stripe().billingPortal.sessions.create({
        customer: data.stripe_customer_id as string,
        return_url: billingUrls().portalReturn,
        locale: "da",
      });
      return json(200, { url: session.url });
    } catch (failure) {
      if (failure instanceof Stripe.errors.StripeError) {
        console.error("Stripe refused the portal session", failure.type, failure.message);
        throw new HttpError(502, BILLING_MESSAGES.providerUnavailable);
      }
      throw failure;
    }
  }),
);
