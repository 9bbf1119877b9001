// check-subscription: { subscribed, price_id, quantity, subscription_end, status, cancel_at } for the caller, from the database
// only (the webhook keeps public.subscriptions in step with Stripe), so the portal's check is one indexed
// read. The gateway has verified the token; the read runs with it, so RLS returns only the caller's rows,
// and none to a session that still owes its authenticator code (migration 20261124000100).
import { z } from "../_shared/deps.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { readCappedJson } from "../_shared/body.ts";
import { assuranceLevel, requireSecondStep } from "../_shared/second-step.ts";
import { clientAs, requireUser } from "../_shared/supabase.ts";
import { ENTITLED_STATUSES } from "../_shared/stripe.ts";

/**
 * What the portal shows as the customer's subscription: the entitled states, and past_due, while Stripe
 * retries a declined renewal (the subscription still runs, and the customer must be told to update the card).
 */
const SHOWN_STATUSES = [...ENTITLED_STATUSES, "past_due"] as const;
import { subscriptionFromStripe } from "./from-stripe.ts";

// Only the latency bench sets this (see from-stripe.ts).
const askStripe = Deno.env.get("CHECK_SUBSCRIPTION_SOURCE") === "stripe";

const body = z.object({}).loose();

Deno.serve(
  serve(["POST", "GET"], async (request) => {
    const token = bearerToken(request);
    if (request.method === "POST") await readCappedJson(request, body);
    if (askStripe) return answer(await subscriptionFromStripe(clientAs(token)));
    const { data, error } = await clientAs(token)
      .from("subscriptions")
      .select("status, price_id, quantity, current_period_end, cancel_at_period_end, cancel_at")
      .in("status", [...SHOWN_STATUSES])
      .order("current_period_end", { ascending: false, nullsFirst: false })
      .limit(1);
    if (error) {
      // A token PostgREST refuses (expired between the gateway and here, or for no user) is the caller's problem.
      // The public anon key is a valid JWT too, but it belongs to no user (and anon may not read the table).
      if (["PGRST301", "PGRST303", "42501"].includes(error.code)) throw new HttpError(401, "Invalid or expired token");
      throw error;
    }
    const row = data?.[0] ?? null;
    // RLS hides the rows of a user with an authenticator from a password-only session. Say so (403, as
    // the other billing functions do) rather than "not subscribed". Only an empty answer to a session below aal2
    // costs the extra call to the auth server; a subscriber's check stays one read.
    if (!row && assuranceLevel(token) !== "aal2") requireSecondStep((await requireUser(token)).user, token);
    return answer(row);
  }),
);

interface Row {
  status?: string;
  price_id: string | null;
  quantity: number | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  cancel_at?: string | null;
}

function answer(row: Row | null): Response {
  return json(200, {
    subscribed: Boolean(row),
    price_id: row?.price_id ?? null,
    quantity: row?.quantity ?? null,
    subscription_end: row?.current_period_end ?? null,
    cancel_at_period_end: row?.cancel_at_period_end ?? false,
    // Which state (active, trialing, past_due) and, once cancelled, when it ends under the terms.
    status: row?.status ?? null,
    cancel_at: row?.cancel_at ?? null,
  });
}
