// What a paid checkout and each renewal leave at Stripe besides the subscription: the invoice (with its
// hosted page and PDF), the card as a PaymentMethod, and the business's tax id (CVR) from Checkout's
// tax id collection. The API routes in api.ts list and retrieve these as Stripe does.
import { newId, type Invoice, type PaymentMethod, type StripeStore, type Subscription, type TaxId, type TaxRate } from "./store.ts";

/** Card brands of the test cards the checkout page takes (Stripe's test card 4242… is a Visa). */
const BRAND_BY_PREFIX: Array<[RegExp, string]> = [
  [/^4/, "visa"],
  [/^5[1-5]/, "mastercard"],
];

/** The card paid with, stored as Stripe stores it: brand, last four and expiry, never the number. */
export function createCardPaymentMethod(
  store: StripeStore,
  customer: string,
  card: { number: string; expiry: string },
  billing: { name: string | null; email: string | null },
): PaymentMethod {
  const [month, year] = card.expiry.split("/").map((part) => Number(part.trim())) as [number, number];
  const method: PaymentMethod = {
    id: newId("pm"),
    object: "payment_method",
    type: "card",
    customer,
    card: {
      brand: BRAND_BY_PREFIX.find(([prefix]) => prefix.test(card.number))?.[1] ?? "unknown",
      last4: card.number.slice(-4),
      exp_month: month,
      exp_year: year < 100 ? 2000 + year : year,
      country: "US",
      funding: "credit",
    },
    billing_details: billing,
    created: store.tick(),
    livemode: false,
  };
  store.paymentMethods.set(method.id, method);
  return method;
}

/** A Danish CVR number as Checkout's tax id field takes it: 8 digits, with or without "DK" and spaces. */
export function parseCvr(input: string): string | null {
  const digits = input.replace(/\s/g, "").replace(/^DK/i, "");
  return /^\d{8}$/.test(digits) ? digits : null;
}

export function addTaxId(store: StripeStore, customer: string, cvr: string): TaxId {
  const taxId: TaxId = {
    id: newId("txi"),
    object: "tax_id",
    type: "eu_vat",
    value: `DK${cvr}`,
    country: "DK",
    customer,
    verification: { status: "unavailable", verified_name: null, verified_address: null },
    created: store.tick(),
    livemode: false,
  };
  store.taxIds.set(taxId.id, taxId);
  return taxId;
}

/** Numbered per customer as Stripe does by default: the customer's prefix and a running count. */
function nextNumber(store: StripeStore, customer: string): string {
  const count = [...store.invoices.values()].filter((invoice) => invoice.customer === customer).length + 1;
  const prefix = customer.replace(/^cus_/, "").slice(0, 8).toUpperCase();
  return `${prefix}-${String(count).padStart(4, "0")}`;
}

/**
 * The taxes a set of tax rates puts on an amount, and the total charged, as Stripe computes them: an exclusive
 * rate adds its percentage of the subtotal, rounded to the øre, on top; an inclusive one is part of the amount
 * already (and the double's catalogue has none). Invoices and the hosted pages use this one computation.
 */
export function taxesOn(amount: number, rates: TaxRate[]): { taxes: Invoice["total_taxes"]; tax: number; total: number } {
  const taxes: Invoice["total_taxes"] = rates.map((rate) => ({
    amount: rate.inclusive
      ? Math.round(amount - amount / (1 + rate.percentage / 100))
      : Math.round((amount * rate.percentage) / 100),
    tax_behavior: rate.inclusive ? "inclusive" : "exclusive",
    taxability_reason: "standard_rated",
    taxable_amount: amount,
    type: "tax_rate_details",
    tax_rate_details: { tax_rate: rate.id },
  }));
  const tax = taxes.reduce((sum, entry) => sum + entry.amount, 0);
  const total = amount + taxes.filter((entry) => entry.tax_behavior === "exclusive").reduce((sum, entry) => sum + entry.amount, 0);
  return { taxes, tax, total };
}

/**
 * The invoice for one period of a subscription (its first at checkout, then one per renewal): paid with
 * the card on file, or left open when that card was declined.
 */
export function createInvoice(
  store: StripeStore,
  publicUrl: string,
  subscription: Subscription,
  reason: Invoice["billing_reason"],
  now: number,
  paid = true,
): Invoice {
  const item = subscription.items.data[0]!;
  const amount = item.price.unit_amount * item.quantity;
  const { taxes, total } = taxesOn(amount, subscription.default_tax_rates);
  const plan = store.planOf(item.price.id);
  const id = newId("in");
  const invoice: Invoice = {
    id,
    object: "invoice",
    number: nextNumber(store, subscription.customer),
    customer: subscription.customer,
    subscription: subscription.id,
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    status: paid ? "paid" : "open",
    billing_reason: reason,
    subtotal: amount,
    total_taxes: taxes,
    total,
    amount_due: total,
    amount_paid: paid ? total : 0,
    currency: "dkk",
    payment_intent: newId("pi"),
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    status_transitions: { paid_at: paid ? now : null, finalized_at: now },
    hosted_invoice_url: `${publicUrl}/invoices/${id}`,
    invoice_pdf: `${publicUrl}/invoices/${id}/pdf`,
    lines: {
      object: "list",
      data: [
        {
          id: newId("il"),
          object: "line_item",
          amount,
          currency: "dkk",
          description: `${item.quantity} × ${plan?.name ?? item.price.id}`,
          quantity: item.quantity,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    created: now,
    livemode: false,
  };
  store.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  return invoice;
}

/** Pays an open invoice now (the card was updated, or Stripe's retry went through). */
export function markPaid(invoice: Invoice, now: number): Invoice {
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.status_transitions.paid_at = now;
  return invoice;
}

/** One calendar month on, as Stripe's monthly billing anchors (31 Jan → 28/29 Feb kept simple: Date's rollover is clamped). */
export function oneMonthAfter(seconds: number): number {
  const start = new Date(seconds * 1000);
  const next = new Date(start);
  next.setUTCMonth(start.getUTCMonth() + 1);
  // 31 January + 1 month is 3 March in Date's arithmetic; Stripe bills on the month's last day instead.
  if (next.getUTCDate() !== start.getUTCDate()) next.setUTCDate(0);
  return Math.floor(next.getTime() / 1000);
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF of the invoice, as the invoice_pdf link gives it: Helvetica text lines, WinAnsi encoded
 * (Danish letters included), with a correct cross-reference table so any PDF reader opens it.
 */
export function invoicePdf(lines: string[]): Buffer {
  const content = ["BT", "/F1 12 Tf", "56 780 Td", "16 TL", ...lines.map((line) => `(${pdfText(line)}) '`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
