import { randomBytes } from "node:crypto";
import { PLANS, resolvePlans, unitAmountOre, type Plan } from "#shared/content/plans.ts";

/** Objects as Stripe's API returns them, with the fields our code and the pages use. */
export interface Price {
  id: string;
  object: "price";
  active: true;
  currency: "dkk";
  unit_amount: number;
  product: string;
  recurring: { interval: "month"; interval_count: 1 };
  type: "recurring";
  nickname: string;
  livemode: false;
}
export interface Customer {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  deleted?: true;
}
export interface SubscriptionItem {
  id: string;
  object: "subscription_item";
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}
export interface Subscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "canceled";
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; url: string };
  livemode: false;
}
export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  customer: string;
  client_reference_id: string | null;
  subscription: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  metadata: Record<string, string>;
  line_items: Array<{ price: string; quantity: number }>;
  subscription_metadata: Record<string, string>;
  tax_id_collection: { enabled: boolean };
  created: number;
  livemode: false;
}
export interface PortalSession {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string;
  url: string;
  created: number;
  livemode: false;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

export function priceOf(plan: Plan): Price {
  return {
    id: plan.priceId,
    object: "price",
    active: true,
    currency: "dkk",
    unit_amount: unitAmountOre(plan),
    product: plan.productId,
    recurring: { interval: "month", interval_count: 1 },
    type: "recurring",
    nickname: plan.name,
    livemode: false,
  };
}

/** Everything the double knows, in memory: a restart is a fresh Stripe account (as a fresh test stack is). */
export class StripeStore {
  readonly prices = new Map<string, Price>();
  readonly plans: Plan[];
  readonly customers = new Map<string, Customer>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly checkoutSessions = new Map<string, CheckoutSession>();
  readonly portalSessions = new Map<string, PortalSession>();
  private lastSecond = 0;

  constructor(priceIds: Partial<Record<Plan["id"], string>> = {}) {
    const overrides = Object.fromEntries(Object.entries(priceIds).map(([id, priceId]) => [id, { priceId }]));
    this.plans = resolvePlans(overrides);
    for (const plan of this.plans.length ? this.plans : PLANS) this.prices.set(plan.priceId, priceOf(plan));
  }

  /**
   * Stripe's clock in whole seconds, strictly increasing: each change the double makes is a distinct moment,
   * so event.created orders its events as Stripe's would (Stripe's own ticks are seconds too).
   */
  tick(): number {
    this.lastSecond = Math.max(Math.floor(Date.now() / 1000), this.lastSecond + 1);
    return this.lastSecond;
  }

  planOf(priceId: string): Plan | undefined {
    return this.plans.find((plan) => plan.priceId === priceId);
  }
}
