// The calculators and the hand-off as OpenAI-style tools, so a model asks for a price or a date instead
// of working it out (or making it up). Each tool validates its arguments with zod and answers JSON.
import { z } from "../../_shared/deps.ts";
import { allPlanFeatures, EMPLOYEES_MAX, EMPLOYEES_MIN, getPlan, type PlanId, PLAN_IDS } from "../../_shared/facts/content.ts";
import { type CalendarDate, formatDate, formatOre } from "../../_shared/facts/money.ts";
import { cancellationEnds, isValidDate, latestCancellationFor } from "../../_shared/facts/notice.ts";
import { cheapestPlanWith, planDifference, quote, VAT_RATE_PERCENT } from "../../_shared/facts/pricing.ts";
import { STRICT_EMAIL_PATTERN } from "../../_shared/lib/email.ts";
import type { ContactDetails } from "./contact.ts";
import { FEATURE_WORDS } from "./features.ts";

const FEATURES = FEATURE_WORDS.map(([name]) => name);
const planEnum = z.enum(PLAN_IDS as unknown as [PlanId, ...PlanId[]]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const TOOL_DEFINITIONS = [
  {
    type: "function",
    function: {
      name: "price_quote",
      description: `The price of a plan for a number of employees (${EMPLOYEES_MIN}-${EMPLOYEES_MAX}), per month or per year, excluding or including ${VAT_RATE_PERCENT} % Danish VAT (moms). Use it for every price you state.`,
      parameters: {
        type: "object",
        properties: {
          plan: { type: "string", enum: PLAN_IDS },
          employees: { type: "integer", description: "Number of employees (seats)." },
          period: { type: "string", enum: ["month", "year"] },
          include_vat: { type: "boolean" },
        },
        required: ["plan", "employees"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "compare_plans",
      description: "What the higher plan adds over the lower one, and the price difference per employee per month excluding VAT.",
      parameters: {
        type: "object",
        properties: { lower: { type: "string", enum: PLAN_IDS }, higher: { type: "string", enum: PLAN_IDS } },
        required: ["lower", "higher"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "cheapest_plan_with_feature",
      description: "The cheapest plan that includes a feature, and every plan's answer to whether it has it.",
      parameters: { type: "object", properties: { feature: { type: "string", enum: FEATURES } }, required: ["feature"] },
    },
  },
  {
    type: "function",
    function: {
      name: "cancellation_end_date",
      description: "The last day of the subscription when it is cancelled on a given date (the terms' notice rule).",
      parameters: { type: "object", properties: { cancelled_on: { type: "string", description: "YYYY-MM-DD" } }, required: ["cancelled_on"] },
    },
  },
  {
    type: "function",
    function: {
      name: "latest_cancellation_date",
      description: "The last day to cancel for the subscription to end with a given month.",
      parameters: { type: "object", properties: { end_month: { type: "string", description: "YYYY-MM" } }, required: ["end_month"] },
    },
  },
  {
    type: "function",
    function: {
      name: "request_human",
      description: "Hand the conversation to a person at the reseller, with the visitor's name and e-mail or phone when given.",
      parameters: {
        type: "object",
        properties: { name: { type: "string" }, email: { type: "string" }, phone: { type: "string" } },
      },
    },
  },
] as const;

const schemas = {
  price_quote: z.object({ plan: planEnum, employees: z.number().int(), period: z.enum(["month", "year"]).optional(), include_vat: z.boolean().optional() }),
  compare_plans: z.object({ lower: planEnum, higher: planEnum }),
  cheapest_plan_with_feature: z.object({ feature: z.string() }),
  cancellation_end_date: z.object({ cancelled_on: isoDate }),
  latest_cancellation_date: z.object({ end_month: z.string().regex(/^\d{4}-\d{2}$/) }),
  // The address is held to the product's one rule (lib/email.ts), as one typed in the chat is.
  request_human: z.object({ name: z.string().max(200).optional(), email: z.email({ pattern: STRICT_EMAIL_PATTERN }).max(254).optional(), phone: z.string().max(40).optional() }),
};

export interface ToolEffects {
  /** The visitor asked for a person (with whatever contact details the model collected). */
  handoff(contact: ContactDetails): void;
  signedInEmail: string | null;
}

function both(ore: number) {
  return { da: formatOre(ore, "da"), en: formatOre(ore, "en") };
}

function dateOf(iso: string): CalendarDate {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

function isoOf(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** Runs one tool call; a bad call gets an error object the model can read, never an exception. */
export function runTool(name: string, rawArguments: string, effects: ToolEffects): unknown {
  if (!(name in schemas)) return { error: `unknown tool ${name}` };
  let args: unknown;
  try {
    args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return { error: "arguments are not valid JSON" };
  }
  const parsed = schemas[name as keyof typeof schemas].safeParse(args);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ") };
  switch (name) {
    case "price_quote": {
      const a = parsed.data as z.infer<typeof schemas.price_quote>;
      const q = quote({ plan: a.plan, employees: a.employees, months: a.period === "year" ? 12 : 1, vat: a.include_vat ?? false });
      if (!q.ok) {
        return { ok: false, reason: q.reason, rule: `Plans cover ${EMPLOYEES_MIN} to ${EMPLOYEES_MAX} employees; more than ${EMPLOYEES_MAX}: the visitor should contact the reseller.` };
      }
      return {
        ok: true,
        plan: q.plan.name,
        employees: q.employees,
        period: q.months === 12 ? "year" : "month",
        per_employee_per_month_excl_vat: both(q.perEmployeeOre),
        total_excl_vat: both(q.netOre),
        total_incl_vat: both(Math.round(q.netOre * (100 + VAT_RATE_PERCENT) / 100)),
        total_asked: both(q.totalOre),
        vat_included: q.vat,
      };
    }
    case "compare_plans": {
      const a = parsed.data as z.infer<typeof schemas.compare_plans>;
      const d = planDifference(a.lower, a.higher);
      return { lower: getPlan(a.lower).name, higher: getPlan(a.higher).name, adds: d.added, lacks: d.removed, extra_per_employee_per_month_excl_vat: both(d.perEmployeeOre) };
    }
    case "cheapest_plan_with_feature": {
      const { feature } = parsed.data as z.infer<typeof schemas.cheapest_plan_with_feature>;
      const plan = cheapestPlanWith(feature);
      if (!plan) return { error: `unknown feature; known: ${FEATURES.join(", ")}` };
      return {
        feature,
        cheapest_plan: plan.name,
        price_per_employee_per_month_excl_vat: both(plan.pricePerEmployee * 100),
        included_in: Object.fromEntries(PLAN_IDS.map((id) => [getPlan(id).name, allPlanFeatures(id).includes(feature)])),
      };
    }
    case "cancellation_end_date": {
      const date = dateOf((parsed.data as z.infer<typeof schemas.cancellation_end_date>).cancelled_on);
      if (!isValidDate(date)) return { error: "not a calendar date" };
      const end = cancellationEnds(date);
      return { cancelled_on: isoDate.parse(isoOf(date)), ends_on: isoOf(end), ends_on_text: { da: formatDate(end, "da"), en: formatDate(end, "en") }, rule: "end of the current month plus one month" };
    }
    case "latest_cancellation_date": {
      const [year, month] = (parsed.data as z.infer<typeof schemas.latest_cancellation_date>).end_month.split("-").map(Number) as [number, number];
      if (month < 1 || month > 12) return { error: "not a month" };
      const latest = latestCancellationFor({ year, month });
      return { cancel_by: isoOf(latest), cancel_by_text: { da: formatDate(latest, "da"), en: formatDate(latest, "en") } };
    }
    case "request_human": {
      const a = parsed.data as z.infer<typeof schemas.request_human>;
      const contact = { name: a.name ?? null, email: a.email ?? null, phone: a.phone ?? null };
      effects.handoff(contact);
      if (effects.signedInEmail) return { ok: true, reply_to: effects.signedInEmail, within: "one working day" };
      if (!contact.email && !contact.phone) return { ok: true, next: "Ask for the visitor's name and e-mail or phone number." };
      return { ok: true, reply_to: contact.email ?? contact.phone, within: "one working day" };
    }
  }
  return { error: "unreachable" };
}
