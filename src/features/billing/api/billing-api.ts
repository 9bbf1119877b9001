// The billing functions (docs/product-rules.md#customer-portal-and-billing), as the portal calls them (supabase-js functions.invoke with the
// session's bearer token).
import { owesSecondStep } from "../../../lib/second-step.ts";
import { getSupabase } from "../../../lib/supabase.ts";
import type { BillingOverview } from "#shared/lib/billing-overview.ts";

export interface SubscriptionStatus {
  subscribed: boolean;
  price_id: string | null;
  quantity: number | null;
  subscription_end: string | null;
  cancel_at_period_end?: boolean;
  /** 'active' or 'trialing' when subscribed; 'past_due' while a declined renewal is retried. */
  status?: string | null;
  /** When a cancelled subscription ends (the terms' notice: end of the month after the cancellation). */
  cancel_at?: string | null;
}

/** The function's own error text (Danish, e.g. 'already subscribed') when it sent one. */
async function errorText(error: unknown, fallback: string): Promise<string> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const body = (await context.json()) as { error?: unknown };
      if (typeof body.error === "string") return body.error;
    } catch {
      // Not JSON: the fallback says enough.
    }
  }
  return fallback;
}

export async function checkSubscription(): Promise<SubscriptionStatus> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<SubscriptionStatus>("check-subscription");
  if (error || !data) throw error ?? new Error("check-subscription answered nothing");
  return data;
}

export async function billingOverview(): Promise<BillingOverview> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<BillingOverview>("billing-overview", { body: { limit: 6 } });
  if (error || !data) throw new Error(await errorText(error, "Kunne ikke hente fakturaer"));
  return data;
}

export async function createCheckout(priceId: string, quantity: number): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: string }>("create-checkout", { body: { priceId, quantity } });
  if (error) throw new Error(await errorText(error, "Kunne ikke oprette checkout session"));
  if (!data?.url) throw new Error("Der blev ikke modtaget nogen checkout URL");
  return data.url;
}

export async function createPortalSession(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: string }>("customer-portal");
  if (error) throw new Error(await errorText(error, "Kunne ikke åbne kunde portal"));
  if (!data?.url) throw new Error("Kunne ikke åbne kunde portal");
  return data.url;
}

/** The signed-in user's id, once past the second step when the account has one; else null. */
export async function signedInUserId(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) return null;
  if (await owesSecondStep()) return null;
  return data.session.user.id;
}
