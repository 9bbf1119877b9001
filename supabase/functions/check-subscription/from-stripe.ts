// The same answer asked of Stripe on every call. Not used in production: `npm run bench -- billing` starts
// a stack with CHECK_SUBSCRIPTION_SOURCE=stripe to measure what the database read saves.
import type { DbClient } from "../_shared/supabase.ts";
import { ENTITLED_STATUSES, storedPriceOf, stripe } from "../_shared/stripe.ts";

export async function subscriptionFromStripe(client: DbClient) {
  const { data, error } = await client.from("customers").select("stripe_customer_id").maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const { data: subscriptions } = await stripe().subscriptions.list({ customer: data.stripe_customer_id as string, status: "all", limit: 10 });
  const entitled = subscriptions.find((s) => (ENTITLED_STATUSES as readonly string[]).includes(s.status));
  const item = entitled?.items.data[0];
  if (!entitled || !item) return null;
  return {
    price_id: storedPriceOf(entitled),
    quantity: item.quantity ?? null,
    current_period_end: new Date(item.current_period_end * 1000).toISOString(),
    cancel_at_period_end: entitled.cancel_at_period_end,
  };
}
