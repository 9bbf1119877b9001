// The price calculator the chat answers from (and the model calls as a tool): the plans' per-employee
// prices times the headcount, per month or per year, excluding or including VAT. Every amount is computed
// in øre from the plans, never typed.
import { allPlanFeatures, EMPLOYEES_MAX, EMPLOYEES_MIN, getPlan, type Plan, type PlanId, PLANS } from "./content.ts";
import { DANISH_VAT_PERCENT } from "./danish-vat.ts";

/** Danish VAT (moms); the plans' prices exclude it. One number with the rate Stripe charges (danish-vat.ts). */
export const VAT_RATE_PERCENT = DANISH_VAT_PERCENT;

export interface PriceQuery {
  plan: PlanId;
  employees: number;
  /** Months the amount covers: 1 (per month) or 12 (per year). */
  months?: 1 | 12;
  vat?: boolean;
}

export type PriceQuote =
  | {
    ok: true;
    plan: Plan;
    employees: number;
    months: 1 | 12;
    vat: boolean;
    /** Per employee per month, excluding VAT, in øre. */
    perEmployeeOre: number;
    /** The total for the headcount and period, excluding VAT, in øre. */
    netOre: number;
    /** The total asked for (with VAT when `vat`), in øre. */
    totalOre: number;
  }
  | { ok: false; reason: "too-many" | "too-few" | "not-whole"; employees: number };

export function withVatOre(netOre: number): number {
  return Math.round((netOre * (100 + VAT_RATE_PERCENT)) / 100);
}

export function quote(query: PriceQuery): PriceQuote {
  const { employees } = query;
  if (!Number.isInteger(employees)) return { ok: false, reason: "not-whole", employees };
  if (employees > EMPLOYEES_MAX) return { ok: false, reason: "too-many", employees };
  if (employees < EMPLOYEES_MIN) return { ok: false, reason: "too-few", employees };
  const plan = getPlan(query.plan);
  const months = query.months ?? 1;
  const vat = query.vat ?? false;
  const perEmployeeOre = Math.round(plan.pricePerEmployee * 100);
  const netOre = perEmployeeOre * employees * months;
  return { ok: true, plan, employees, months, vat, perEmployeeOre, netOre, totalOre: vat ? withVatOre(netOre) : netOre };
}

/** What `higher` adds over `lower`: its features and the extra price per employee per month (øre, excl. VAT). */
export function planDifference(lower: PlanId, higher: PlanId): { added: string[]; removed: string[]; perEmployeeOre: number } {
  const a = allPlanFeatures(lower);
  const b = allPlanFeatures(higher);
  return {
    added: b.filter((feature) => !a.includes(feature)),
    removed: a.filter((feature) => !b.includes(feature)),
    perEmployeeOre: Math.round((getPlan(higher).pricePerEmployee - getPlan(lower).pricePerEmployee) * 100),
  };
}

/** The cheapest plan that contains a feature (by its name in the plans), or undefined for an unknown feature. */
export function cheapestPlanWith(feature: string): Plan | undefined {
  return [...PLANS].sort((x, y) => x.pricePerEmployee - y.pricePerEmployee).find((plan) => allPlanFeatures(plan.id).includes(feature));
}

export function planHas(plan: PlanId, feature: string): boolean {
  return allPlanFeatures(plan).includes(feature);
}

export function cheapestPlan(): Plan {
  return [...PLANS].sort((x, y) => x.pricePerEmployee - y.pricePerEmployee)[0]!;
}

