import { randomBytes } from "node:crypto";
import { PLANS, type Plan } from "#shared/content/plans.ts";

/** Objects as Stripe's API returns them, with the fields our code and the pages use. */
export interface Price {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: string; interval_count: number } | null;
  type: "recurring" | "one_time";
  /** Unique among the account's prices; moved to a new price with transfer_lookup_key. */
  lookup_key: string | null;
  nickname: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}
export interface Product {
  id: string;
  object: "product";
  active: boolean;
  name: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  updated: number;
  livemode: false;
}
export interface Customer {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  /** The card new invoices are charged to, when one is set on the customer (checkout sets the subscription's). */
  invoice_settings: { default_payment_method: string | null };
  created: number;
  livemode: false;
  deleted?: true;
}
/** A card as Stripe's PaymentMethod object shows it (never the number, only brand, last four and expiry). */
export interface PaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  customer: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: "credit" };
  billing_details: { name: string | null; email: string | null };
  created: number;
  livemode: false;
}
/** A customer's tax id (Stripe's tax_id object); a Danish CVR number is an `eu_vat` id "DK" + 8 digits. */
export interface TaxId {
  id: string;
  object: "tax_id";
  type: "eu_vat";
  value: string;
  country: "DK";
  customer: string;
  verification: { status: "unavailable"; verified_name: null; verified_address: null };
  created: number;
  livemode: false;
}
/** Stripe's tax_rate: Danish moms is 25 %, exclusive (added on top of the price, which is quoted excl. moms). */
export interface TaxRate {
  id: string;
  object: "tax_rate";
  active: boolean;
  country: string | null;
  description: string | null;
  display_name: string;
  inclusive: boolean;
  jurisdiction: string | null;
  percentage: number;
  tax_type: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}
interface SubscriptionItem {
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
  status: "active" | "past_due" | "canceled";
  cancel_at_period_end: boolean;
  /** The card the subscription is charged to (Checkout sets it to the card paid with). */
  default_payment_method: string | null;
  /** The invoice of the last payment (the first month's, from checkout). */
  latest_invoice: string | null;
  /** When a scheduled cancellation takes effect (Stripe sets it to the period end for cancel_at_period_end). */
  cancel_at: number | null;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: { object: "list"; data: SubscriptionItem[]; has_more: false; url: string };
  /** Tax rates applied to every invoice of the subscription (Checkout's subscription_data.default_tax_rates). */
  default_tax_rates: TaxRate[];
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
  /** The first invoice, once paid. */
  invoice: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  metadata: Record<string, string>;
  line_items: Array<{ price: string; quantity: number }>;
  subscription_metadata: Record<string, string>;
  /** The ids of subscription_data.default_tax_rates, applied to the subscription it starts. */
  subscription_tax_rates: string[];
  tax_id_collection: { enabled: boolean };
  /** Who paid, once complete: the business name and tax ids given at checkout (Stripe's customer_details). */
  customer_details: { email: string | null; name: string | null; tax_exempt: "none"; tax_ids: Array<{ type: "eu_vat"; value: string }> } | null;
  created: number;
  livemode: false;
}
/**
 * A subscription invoice with the fields Stripe's Invoice has that we read: number, amounts in øre
 * (subtotal, the taxes, total), status, the period it pays for, and the hosted page and PDF addresses.
 * `subscription` and `payment_intent` are the older API's places, which the double keeps for its own use.
 */
export interface Invoice {
  id: string;
  object: "invoice";
  number: string;
  customer: string;
  subscription: string;
  parent: { type: "subscription_details"; subscription_details: { subscription: string; metadata: Record<string, string> } };
  /** Paid, or open while a declined renewal waits for a card that works. */
  status: "paid" | "open";
  billing_reason: "subscription_create" | "subscription_cycle";
  subtotal: number;
  /** Taxes on the invoice, one per tax rate of the subscription (Stripe's total_taxes since API 2025-03-31). */
  total_taxes: Array<{
    amount: number;
    tax_behavior: "exclusive" | "inclusive";
    taxability_reason: string;
    taxable_amount: number;
    type: "tax_rate_details";
    tax_rate_details: { tax_rate: string };
  }>;
  total: number;
  amount_due: number;
  amount_paid: number;
  currency: "dkk";
  payment_intent: string;
  period_start: number;
  period_end: number;
  status_transitions: { paid_at: number | null; finalized_at: number };
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: { object: "list"; data: Array<{ id: string; object: "line_item"; amount: number; currency: "dkk"; description: string; quantity: number }>; has_more: false; url: string };
  created: number;
  livemode: false;
}
export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  currency: "dkk";
  payment_intent: string;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
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

/**
 * Everything the double knows, in memory: a restart is a fresh Stripe account (as a fresh test stack is),
 * which the stack fills with the plans' products and prices by running `npm run stripe:sync`'s code.
 */
export class StripeStore {
  readonly prices = new Map<string, Price>();
  readonly products = new Map<string, Product>();
  readonly customers = new Map<string, Customer>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly checkoutSessions = new Map<string, CheckoutSession>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly invoices = new Map<string, Invoice>();
  readonly refunds = new Map<string, Refund>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly taxIds = new Map<string, TaxId>();
  readonly taxRates = new Map<string, TaxRate>();
  private lastSecond = 0;
  /** Seconds added to the machine's clock: tests move Stripe's "now" (POST /_double/clock), as Stripe's test clocks do. */
  private clockOffset = 0;

  /** Sets Stripe's "now" to `seconds` (the clock then runs on from there); events may go back in time. */
  setClock(seconds: number): void {
    this.clockOffset = seconds - Math.floor(Date.now() / 1000);
    this.lastSecond = 0;
  }

  /**
   * Stripe's clock in whole seconds, strictly increasing: each change the double makes is a distinct moment,
   * so event.created orders its events as Stripe's would (Stripe's own ticks are seconds too).
   */
  tick(): number {
    this.lastSecond = Math.max(Math.floor(Date.now() / 1000) + this.clockOffset, this.lastSecond + 1);
    return this.lastSecond;
  }

  /** Stripe's "now", without moving the clock. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  /** The plan a price is for, by its lookup key or its product (the pages show the plan's name). */
  planOf(priceId: string): Plan | undefined {
    const price = this.prices.get(priceId);
    if (!price) return undefined;
    return PLANS.find((plan) => plan.priceId === price.lookup_key) ?? PLANS.find((plan) => plan.productId === price.product);
  }
}
