// What the billing-overview function answers, as the function builds it and the portal reads it: one
// declaration for both runtimes (types only). Amounts in øre.

export interface InvoiceSummary {
  id: string;
  number: string | null;
  /** When it was created (ISO). */
  created: string;
  /** The amount before moms (Stripe's subtotal), in øre. */
  net: number;
  /** What was charged, taxes included, in øre. */
  total: number;
  /** The taxes (moms) in `total`, in øre; 0 when the invoice carries none. */
  tax: number;
  currency: string;
  /** Stripe's invoice status: paid, open, void, uncollectible or draft (a status Stripe adds later passes as it is). */
  status: string;
  /** Stripe's page for the invoice and its PDF; null until Stripe has finalised it. */
  hostedUrl: string | null;
  pdfUrl: string | null;
}

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface BillingOverview {
  company: string | null;
  /** The CVR number (8 digits) from the customer's Danish VAT id, if one was given. */
  cvr: string | null;
  paymentMethod: CardSummary | null;
  invoices: InvoiceSummary[];
}
