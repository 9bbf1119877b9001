// What billing-overview answers, cut down from Stripe's objects to what the portal shows: no ids of
// Stripe's the app does not need, amounts in øre as Stripe gives them, dates as ISO strings. The inputs
// are the fields of Stripe's Invoice, PaymentMethod and TaxId this reads (written out, so this file needs
// neither Deno nor the SDK and the unit tests run it in Node).
import type { BillingOverview, CardSummary, InvoiceSummary } from "../_shared/lib/billing-overview.ts";
import { safeExternalUrl } from "../_shared/lib/url.ts";

export type { BillingOverview };

/** The fields of Stripe.Invoice read here (total_taxes since API 2025-03-31). */
interface StripeInvoice {
  id?: string;
  number: string | null;
  created: number;
  subtotal: number;
  total: number;
  total_taxes?: Array<{ amount: number }> | null;
  currency: string;
  status: string | null;
  hosted_invoice_url?: string | null;
  invoice_pdf?: string | null;
}
interface StripePaymentMethod {
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
}
interface StripeTaxId {
  type: string;
  value: string;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function invoiceOf(invoice: StripeInvoice): InvoiceSummary | null {
  if (!invoice.id || !invoice.status) return null;
  const taxes = invoice.total_taxes ?? [];
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    created: iso(invoice.created),
    net: invoice.subtotal,
    total: invoice.total,
    tax: taxes.reduce((sum, tax) => sum + tax.amount, 0),
    currency: invoice.currency,
    status: invoice.status,
    hostedUrl: safeExternalUrl(invoice.hosted_invoice_url),
    pdfUrl: safeExternalUrl(invoice.invoice_pdf),
  };
}

export function cardOf(method: StripePaymentMethod | null): CardSummary | null {
  if (!method?.card) return null;
  return { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

/** The CVR number of a Danish VAT id ("DK12345678"), the first one the customer has. */
export function cvrOf(taxIds: StripeTaxId[]): string | null {
  const danish = taxIds.find((taxId) => taxId.type === "eu_vat" && /^DK\d{8}$/.test(taxId.value.replace(/\s/g, "")));
  return danish ? danish.value.replace(/\s/g, "").slice(2) : null;
}
