import { PLAN_IDS, isPlanId, type PlanId } from "#shared/content/plan-ids.ts";

/**
 * Where /auth sends a visitor after signing in, carried in its `next` parameter. Only an allow-listed
 * page of this site is ever followed: the customer portal, alone or with one of the known plans. The
 * value must be exactly one of those strings, so another origin (`https://…`, `//host`, `/\host`), a
 * path with dots, encodings or extra parameters is refused as a whole, never repaired.
 */
export const DESTINATION_PARAM = "next";

export type Destination = { page: "customer-portal"; plan?: PlanId };

const PORTAL = "/customer-portal";
const ALLOWED = new Set<string>([PORTAL, ...PLAN_IDS.map((plan) => `${PORTAL}?plan=${plan}`)]);

/** The destination named by a `next` value, or null when it is not one of the allowed pages. */
export function parseDestination(value: unknown): Destination | null {
  if (typeof value !== "string" || !ALLOWED.has(value)) return null;
  const plan = new URLSearchParams(value.slice(PORTAL.length)).get("plan");
  return isPlanId(plan) ? { page: "customer-portal", plan } : { page: "customer-portal" };
}

/** The in-site path of a destination (always one of the allowed strings). */
export function destinationHref(destination: Destination): string {
  return destination.plan ? `${PORTAL}?plan=${destination.plan}` : PORTAL;
}

/** What the visitor is signing in for, in Danish; `planName` is the chosen plan's name. */
export function destinationPurpose(destination: Destination, planName?: string): string {
  return destination.plan && planName
    ? `Log ind eller opret en konto for at starte dit abonnement på ${planName}.`
    : "Log ind eller opret en konto for at komme til kundeportalen.";
}
