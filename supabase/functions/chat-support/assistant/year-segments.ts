// A year paid with a headcount that changes during it ("vi var 8 fra januar til og med maj og 15 fra 1. juni og året
// ud", "8 nu, siden 1. januar, fra 1. juni bliver vi 15 – hvad har vi betalt for hele året?"): each headcount for the
// months it held, not the two added together. answer.ts asks for it when the message asks a year's total.
import { formatOre, type Lang, monthName } from "../../_shared/facts/money.ts";
import { VAT_RATE_PERCENT } from "../../_shared/facts/pricing.ts";
import { MONTH_WORD, monthOf } from "./dates.ts";

// Month names as dates.ts reads them, in the four languages.
const MONTH = MONTH_WORD;
const monthNumber = (name: string) => monthOf(name) ?? 0;

/** "for hele året", "i år", "for the whole year": a year's total asked. */
const YEAR_ASKED = /\b(hele aret|hele ar|for aret|i ar|om aret|this year|the whole year|for the year|whole year|hela aret|i ar|hele aaret|aret ud)\b/;
const FROM_COUNT = new RegExp(`\\b(\\d{1,2}) (?:medarbejdere |ansatte |mand |folk |personer |people |employees )?(?:fra|from|fran|siden|since) (?:den |d )?(?:1 |1st |forste )?${MONTH}\\b`, "g");
const FROM_THEN_COUNT = new RegExp(`\\b(?:fra|from|fran) (?:den |d )?(?:1 |1st )?${MONTH}\\b(?: og aret ud| and the rest of the year| og resten af aret)?,? (?:bliver vi|er vi|blir vi|bli vi|we will be|we ll be|we are|vi er|har vi|we have) (\\d{1,2})\\b`, "g");
const SINCE = new RegExp(`\\b(?:siden|since|fra|from|fran) (?:den |d )?(?:1 |1st )?${MONTH}\\b`);

export interface Segment {
  employees: number;
  /** First month (1–12) and the number of months it runs in the year. */
  from: number;
  months: number;
}

/** The headcounts of a year and the months each held, when the message tells a change during the year. */
export function yearSegments(text: string, told: number | null): Segment[] | null {
  const folded = text.replace(/\s+/g, " ");
  if (!YEAR_ASKED.test(folded)) return null;
  const starts = new Map<number, number>();
  for (const m of folded.matchAll(FROM_COUNT)) starts.set(monthNumber(m[2]!), Number(m[1]));
  for (const m of folded.matchAll(FROM_THEN_COUNT)) starts.set(monthNumber(m[1]!), Number(m[2]));
  // "vi er 8 nu og har haft essentials siden 1. januar, fra 1. juni bliver vi 15": the headcount told, from the month
  // they started.
  // (The headcount as told, "vi er 8 nu", rather than the message's reading, which may have added the two.)
  const nowCount = /\b(?:vi er|we are|we re|er vi|vi var|we were|vi har vaeret) (\d{1,2})\b/.exec(folded);
  told = nowCount ? Number(nowCount[1]) : told;
  if (starts.size === 1 && told !== null && ![...starts.values()].includes(told)) {
    const since = SINCE.exec(folded);
    const first = since ? monthNumber(since[1]!) : 1;
    if (!starts.has(first)) starts.set(first, told);
  }
  if (starts.size < 2) return null;
  const ordered = [...starts.entries()].filter(([month]) => month >= 1).sort((a, b) => a[0] - b[0]);
  if (ordered.length < 2 || ordered.some(([, employees]) => employees < 1)) return null;
  return ordered.map(([from, employees], at) => ({ employees, from, months: (ordered[at + 1]?.[0] ?? 13) - from }));
}

/** The year's total for a plan's price per employee, each headcount for its months, without and with VAT. */
export function yearSegmentsAnswer(segments: Segment[], plan: { name: string; pricePerEmployee: number }, lang: Lang): string {
  const en = lang === "en";
  const parts = segments.map((s) => {
    const span = s.months === 1 ? monthName(s.from, lang) : `${monthName(s.from, lang)}–${monthName(s.from + s.months - 1, lang)}`;
    return en ? `${s.employees} × ${s.months} months (${span})` : `${s.employees} × ${s.months} måneder (${span})`;
  });
  const employeeMonths = segments.reduce((sum, s) => sum + s.employees * s.months, 0);
  const ore = employeeMonths * plan.pricePerEmployee * 100;
  const withVat = Math.round(ore * (1 + VAT_RATE_PERCENT / 100));
  return en
    ? `${plan.name} for that year: ${parts.join(" + ")} = ${employeeMonths} employee-months × ${formatOre(plan.pricePerEmployee * 100, lang)} = **${formatOre(ore, lang)} excluding VAT**, ${formatOre(withVat, lang)} with VAT. Each month is charged for the number of employees in the subscription then. [See the plans and prices](/#pricing)`
    : `${plan.name} for det år: ${parts.join(" + ")} = ${employeeMonths} medarbejdermåneder × ${formatOre(plan.pricePerEmployee * 100, lang)} = **${formatOre(ore, lang)} ekskl. moms**, ${formatOre(withVat, lang)} inkl. moms. Hver måned betales for det antal medarbejdere, abonnementet har da. [Se planerne og priserne](/#pricing)`;
}
