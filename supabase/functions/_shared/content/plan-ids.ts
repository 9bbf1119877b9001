/**
 * The plans' ids on their own: a route that checks a ?plan= parameter needs these, not the plans' copy
 * and prices (plans.ts), which load only with the pages that show them.
 */
export type PlanId = "core" | "essentials" | "complete";

export const PLAN_IDS: readonly PlanId[] = ["core", "essentials", "complete"];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}
