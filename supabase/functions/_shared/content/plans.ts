/**
 * The one source of truth for plans and prices (SPEC section 9), shared by the landing-page pricing,
 * the customer portal and the Stripe edge functions.
 *
 * Keep this file free of browser and Node APIs and of imports outside this folder: Deno imports it
 * as plain TypeScript.
 */

import type { PlanId } from "./plan-ids.ts";

export { isPlanId, PLAN_IDS, type PlanId } from "./plan-ids.ts";

export const EMPLOYEES_MIN = 1;
export const EMPLOYEES_MAX = 30;
export const EMPLOYEES_DEFAULT = 5;

export const PLAN_CURRENCY = "DKK";

/**
 * The payment provider's identifiers of a plan. The defaults are placeholders in Stripe's id format;
 * a deployment replaces them with the real ids from its Stripe dashboard through `resolvePlans`, and the
 * checkout function must only accept price ids from that same resolved list.
 */
export interface PlanBilling {
  productId: string;
  priceId: string;
}

export interface Plan extends PlanBilling {
  id: PlanId;
  name: string;
  /** One Danish sentence for the pricing card. */
  description: string;
  /** DKK excluding VAT, per employee per month. */
  pricePerEmployee: number;
  /** The plan whose features this one includes in full, or null for the entry plan. */
  includes: PlanId | null;
  /** What this plan adds on top of `includes`, named as in the spec. */
  features: readonly string[];
  /** Highlighted on the pricing cards. */
  popular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: "core",
    name: "Core",
    description:
      "Grundbeskyttelse af virksomhedens computere: antivirus, EDR og kontrol med følsomme data på hver enhed.",
    pricePerEmployee: 44,
    includes: null,
    features: ["Endpoint Security", "EDR", "Endpoint Data Governance", "Wifi Phishing"],
    popular: false,
    productId: "prod_core",
    priceId: "price_core_monthly_dkk",
  },
  {
    id: "essentials",
    name: "Essentials",
    description:
      "Det mest valgte niveau: alt i Core plus beskyttelse af e-mail og cloud-apps som Microsoft 365 og Google Workspace.",
    pricePerEmployee: 66,
    includes: "core",
    features: ["Email Security", "Cloud App Security", "Secure Messages", "Inbound Gateway"],
    popular: true,
    productId: "prod_essentials",
    priceId: "price_essentials_monthly_dkk",
  },
  {
    id: "complete",
    name: "Complete",
    description:
      "Den fulde pakke: alt i Essentials plus netværkssikkerhed, styring af mobiler og awareness-træning af medarbejderne.",
    pricePerEmployee: 129,
    includes: "essentials",
    features: [
      "Network",
      "User Data Governance",
      "Mobile Device Management",
      "Security Awareness Training",
      "Secure Web Gateway",
    ],
    popular: false,
    productId: "prod_complete",
    priceId: "price_complete_monthly_dkk",
  },
];

/** Short Danish explanations of the feature names, for tooltips and the chat assistant's context. */
export const PLAN_FEATURE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "Endpoint Security": "Næste generations antivirus, der stopper malware og ransomware på pc og Mac.",
  EDR: "Overvåger processer på enhederne, opdager mistænkelig adfærd og kan isolere en angrebet computer.",
  "Endpoint Data Governance": "Finder følsomme data som CPR-numre og kortoplysninger på enhederne.",
  "Wifi Phishing": "Advarer, når en enhed kobler sig på et falsk eller usikkert trådløst netværk.",
  "Email Security": "Fanger phishing, skadelige vedhæftninger og links i virksomhedens mailboks.",
  "Cloud App Security": "Overvåger Microsoft 365, Google Workspace og andre cloud-apps for kontoovertagelse og datalæk.",
  "Secure Messages": "Send krypterede e-mails med følsomt indhold, som kun modtageren kan åbne.",
  "Inbound Gateway": "Filtrerer indgående post, før den når frem til mailboksen.",
  Network: "Virksomhedens eget sikre netværk i skyen med krypteret adgang for alle medarbejdere.",
  "User Data Governance": "Holder øje med følsomme data i mails og delte filer på tværs af brugerne.",
  "Mobile Device Management": "Styr og beskyt firmatelefoner og tablets: krav om kode, kryptering og fjernsletning.",
  "Security Awareness Training": "Korte kurser og phishing-simuleringer, der gør medarbejderne til en del af forsvaret.",
  "Secure Web Gateway": "Blokerer farlige og uønskede hjemmesider, uanset hvor medarbejderen arbejder fra.",
};

/** The notice period of SPEC section 9, as it reads in Danish copy. */
export const PLAN_NOTICE = "løbende +1 måned";
export const PLAN_NOTICE_TEXT =
  "Aftalen kan ændres eller opsiges med løbende +1 måneds varsel: en opsigelse får virkning ved udgangen af den indeværende måned plus én måned.";
/**
 * The free trial the product pages' 'Start gratis prøveperiode' button promises. It is arranged with the
 * reseller (the button leads to the contact form), not started by the checkout, which has no trial.
 */
export const TRIAL_DAYS = 14;
export const TRIAL_TEXT = `Vil I prøve først? Vi sætter en gratis prøveperiode på ${TRIAL_DAYS} dage op sammen med jer. Den er uforpligtende, kræver intet betalingskort og stopper af sig selv, hvis I ikke vælger en plan.`;
export const PRICE_UNIT_TEXT = "kr. pr. medarbejder pr. måned";
export const PRICE_VAT_TEXT = "Alle priser er ekskl. moms.";

export function getPlan(id: PlanId, plans: readonly Plan[] = PLANS): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan id: ${id}`);
  return plan;
}

/** Maps a subscription's price id (as check-subscription returns it) back to its plan. */
export function findPlanByPriceId(priceId: string | null | undefined, plans: readonly Plan[] = PLANS): Plan | undefined {
  if (!priceId) return undefined;
  return plans.find((plan) => plan.priceId === priceId);
}

/** Every feature a plan contains, inherited ones first, in the spec's order. */
export function allPlanFeatures(id: PlanId, plans: readonly Plan[] = PLANS): string[] {
  const plan = getPlan(id, plans);
  const inherited = plan.includes ? allPlanFeatures(plan.includes, plans) : [];
  return [...inherited, ...plan.features];
}

/** "Alt i Core, plus:", the heading above a plan's own features; null for the entry plan. */
export function includesLabel(plan: Plan, plans: readonly Plan[] = PLANS): string | null {
  return plan.includes ? `Alt i ${getPlan(plan.includes, plans).name}, plus:` : null;
}

/**
 * Brings any input into the allowed employee range. Non-numbers fall back to the default; fractions
 * round to the nearest whole employee, so a typed "4.6" means 5 seats rather than a silent 4.
 */
export function clampEmployees(value: number | string | null | undefined): number {
  const parsed = typeof value === "string" ? Number(value.trim() === "" ? Number.NaN : value) : value;
  if (parsed === null || parsed === undefined || Number.isNaN(parsed)) return EMPLOYEES_DEFAULT;
  const whole = Math.round(parsed);
  return Math.min(EMPLOYEES_MAX, Math.max(EMPLOYEES_MIN, whole));
}

/** DKK excluding VAT per month for the given headcount (clamped to the allowed range). */
export function monthlyTotal(plan: Pick<Plan, "pricePerEmployee">, employees: number): number {
  return plan.pricePerEmployee * clampEmployees(employees);
}

/** The per-employee price in øre, the unit Stripe expects for DKK amounts. */
export function unitAmountOre(plan: Pick<Plan, "pricePerEmployee">): number {
  return Math.round(plan.pricePerEmployee * 100);
}

/**
 * The plans with the deployment's real Stripe ids. Unknown keys are ignored and blank values keep the
 * placeholder, so a partially configured environment still yields a complete list.
 */
export function resolvePlans(overrides: Partial<Record<PlanId, Partial<PlanBilling>>> = {}): Plan[] {
  return PLANS.map((plan) => {
    const override = overrides[plan.id] ?? {};
    return {
      ...plan,
      productId: override.productId?.trim() || plan.productId,
      priceId: override.priceId?.trim() || plan.priceId,
    };
  });
}
