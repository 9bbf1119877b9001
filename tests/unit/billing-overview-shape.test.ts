import { describe, expect, it } from "vitest";
import { cardOf, cvrOf, invoiceOf } from "../../supabase/functions/billing-overview/shape.ts";
import { endDateOf, subscriptionState } from "../../src/features/billing/subscription-state.ts";

const taxId = (type: string, value: string) => ({ type, value });
const invoice = (fields: Record<string, unknown>) =>
  ({ id: "in_1", number: "ABC-0001", created: 1_800_000_000, subtotal: 52_800, total: 52_800, currency: "dkk", status: "paid", total_taxes: [], ...fields }) as Parameters<typeof invoiceOf>[0];

describe("billing-overview's answer", () => {
  it("takes the CVR from a Danish VAT id only", () => {
    expect(cvrOf([taxId("eu_vat", "DK12345678")])).toBe("12345678");
    expect(cvrOf([taxId("eu_vat", "DK 1234 5678")])).toBe("12345678");
    expect(cvrOf([taxId("eu_vat", "SE123456789001"), taxId("no_vat", "123456789MVA")])).toBeNull();
    expect(cvrOf([])).toBeNull();
  });

  it("passes only web addresses on as the invoice's links, and sums its taxes", () => {
    const safe = invoiceOf(invoice({ hosted_invoice_url: "https://invoice.stripe.com/i/x", invoice_pdf: "javascript:alert(1)", total_taxes: [{ amount: 10_560 }, { amount: 40 }] }));
    expect(safe).toMatchObject({ hostedUrl: "https://invoice.stripe.com/i/x", pdfUrl: null, net: 52_800, tax: 10_600, created: new Date(1_800_000_000 * 1000).toISOString() });
    expect(invoiceOf(invoice({ status: null }))).toBeNull();
  });

  it("shows a card's brand, last four and expiry, and nothing for a method that is not a card", () => {
    expect(cardOf({ card: { brand: "visa", last4: "4242", exp_month: 9, exp_year: 2031 } })).toEqual({ brand: "visa", last4: "4242", expMonth: 9, expYear: 2031 });
    expect(cardOf({ card: null })).toBeNull();
    expect(cardOf(null)).toBeNull();
  });
});

describe("the portal's subscription state", () => {
  const base = { subscribed: true, price_id: "price_core_monthly_dkk", quantity: 3, subscription_end: "2026-12-26T10:00:00Z", cancel_at_period_end: false, status: "active", cancel_at: null };
  it("says past due before cancelled, and the terms' cancel_at before the period end", () => {
    expect(subscriptionState(base)).toBe("active");
    expect(subscriptionState({ ...base, status: "trialing" })).toBe("trialing");
    expect(subscriptionState({ ...base, cancel_at: "2026-12-31T22:59:59Z" })).toBe("cancelled");
    expect(subscriptionState({ ...base, status: "past_due", cancel_at: "2026-12-31T22:59:59Z" })).toBe("past_due");
    expect(endDateOf({ ...base, cancel_at_period_end: true, cancel_at: "2026-12-31T22:59:59Z" })).toBe("2026-12-31T22:59:59Z");
    expect(endDateOf({ ...base, cancel_at_period_end: true })).toBe(base.subscription_end);
    expect(endDateOf(base)).toBeNull();
  });
});
