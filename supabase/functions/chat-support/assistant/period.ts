// A monthly price asked per week, per day or per quarter ("og hva blir det per uke?", "what is that a day?"): the
// calculator's month spread over the year, said as what it is, an average, since the card is charged per month.
// (Not per working day: how many a business has is not the site's to say.)
import { formatOre, type Lang } from "../../_shared/facts/money.ts";
import type { Plan } from "../../_shared/facts/content.ts";

export type Period = "week" | "day" | "quarter";

const ASKED: ReadonlyArray<readonly [Period, RegExp]> = [
  // (Not "i dag", today, nor "i uge 12", a week by its number.)
  ["week", /\b(per|pr|om|a|each|every|hver|varje) (uge|ugen|week|vecka|veckan|uke|uka|uken)\b|\bi (uka|uken|veckan)\b|\bugentlig\w*|\bweekly\b|\bukentlig\w*|\bveckovis\b/],
  ["day", /\b(per|pr|om|a|each|every|hver|varje) (dag|dagen|day)\b|\bdaglig\w*|\bdaily\b/],
  ["quarter", /\b(per|pr|om|a|i|each|every|hvert|varje|et) (kvartal|kvartalet|quarter)\b|\bkvartalsvis\b|\bquarterly\b/],
];

/** The period a folded message asks a price for, other than the month and the year. */
export function periodAsked(folded: string): Period | null {
  return ASKED.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

/** "Core: 44 kr. pr. måned svarer til ca. 10,15 kr. om ugen …", for one employee or for a headcount. */
export function periodAnswer(period: Period, plan: Plan, employees: number | null, lang: Lang): string {
  const monthOre = plan.pricePerEmployee * 100 * (employees ?? 1);
  const ore = period === "week" ? Math.round((monthOre * 12) / 52) : period === "day" ? Math.round((monthOre * 12) / 365) : monthOre * 3;
  const month = formatOre(monthOre, lang);
  const value = formatOre(ore, lang);
  const who = employees === null ? (lang === "en" ? "per employee" : "pr. medarbejder") : (lang === "en" ? `for ${employees} employees` : `til ${employees} medarbejdere`);
  if (lang === "en") {
    const how = period === "week" ? "× 12 months ÷ 52 weeks" : period === "day" ? "× 12 months ÷ 365 days" : "× 3 months";
    const unit = period === "week" ? "a week" : period === "day" ? "a day" : "a quarter";
    return `${plan.name} ${who} costs ${month} a month excluding VAT; that is ${period === "quarter" ? "" : "about "}${value} ${unit} (${month} ${how}). It is charged by card per month, not per ${period}.`;
  }
  const how = period === "week" ? "× 12 måneder ÷ 52 uger" : period === "day" ? "× 12 måneder ÷ 365 dage" : "× 3 måneder";
  const unit = period === "week" ? "om ugen" : period === "day" ? "om dagen" : "i kvartalet";
  const per = period === "week" ? "uge" : period === "day" ? "dag" : "kvartal";
  return `${plan.name} ${who} koster ${month} om måneden ekskl. moms; det svarer til ${period === "quarter" ? "" : "ca. "}${value} ${unit} (${month} ${how}). Der betales med kort pr. måned, ikke pr. ${per}.`;
}
