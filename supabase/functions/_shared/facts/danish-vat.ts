/**
 * Danish moms on every charge (issue 36, decided): prices are quoted excluding moms, and Stripe adds 25 % on
 * top through a tax rate on the subscription. `npm run stripe:sync` finds or creates the rate in the account;
 * create-checkout looks it up (never a hard-coded id) and puts it on the subscription. Plain data: Deno, Node
 * and the browser import this.
 */
export const DANISH_VAT_PERCENT = 25;

/** The rate as it is created at Stripe (POST /v1/tax_rates). */
export const DANISH_VAT_RATE = {
  display_name: "Moms",
  description: "Dansk moms (25 %)",
  percentage: DANISH_VAT_PERCENT,
  inclusive: false,
  country: "DK",
  jurisdiction: "DK",
  tax_type: "vat",
} as const;

interface TaxRateLike {
  active: boolean;
  percentage: number;
  inclusive: boolean;
  country?: string | null;
}

/** Whether a Stripe tax rate is the one to charge: active, 25 %, exclusive, Danish. */
export function isDanishVatRate(rate: TaxRateLike): boolean {
  return rate.active && rate.percentage === DANISH_VAT_PERCENT && !rate.inclusive && rate.country === "DK";
}

/** A net amount in kroner with moms added, as the invoice will charge it (rounded to the øre). */
export function withDanishVat(net: number): number {
  return Math.round(net * (100 + DANISH_VAT_PERCENT)) / 100;
}
