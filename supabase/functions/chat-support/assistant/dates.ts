// Dates as visitors write them: "10. marts 2027", "31/1-2027", "2027-01-31", "20 May 2027", "May 20",
// "den 15. december" (no year: the next such day, or the year the conversation already named), and
// "i dag"/"today". Also "udgangen af juni 2027" / "end of June", the month a visitor wants to be out by.
import type { CalendarDate } from "../../_shared/facts/money.ts";
import { isValidDate } from "../../_shared/facts/notice.ts";
import { fold } from "./text.ts";

const MONTHS: Array<[RegExp, number]> = [
  [/^jan(uar|uary|uari)?$/, 1],
  [/^feb(ruar|ruary|ruari)?$/, 2],
  [/^mar(ts|ch|s)?$/, 3],
  [/^apr(il)?$/, 4],
  [/^maj$|^may$|^mai$/, 5],
  [/^jun[ie]?$/, 6],
  [/^jul[iy]?$/, 7],
  [/^aug(ust|usti)?$/, 8],
  [/^sep(t|tember)?$/, 9],
  [/^o[ck]t(ober)?$/, 10],
  [/^nov(ember)?$/, 11],
  [/^de[cs](ember)?$/, 12],
];
// Danish, English, Swedish and Norwegian month names, folded ("mars", "mai", "augusti", "desember").
export const MONTH_WORD = "(jan(?:uar|uary|uari)?|feb(?:ruar|ruary|ruari)?|mar(?:ts|ch|s)?|apr(?:il)?|maj|may|mai|jun[ie]?|jul[iy]?|aug(?:usti|ust)?|sep(?:t|tember)?|o[ck]t(?:ober)?|nov(?:ember)?|de[cs](?:ember)?)";

/** The month (1–12) a folded word names in any of the four languages, or null. */
export function monthOf(word: string): number | null {
  for (const [pattern, month] of MONTHS) if (pattern.test(word)) return month;
  return null;
}

export interface DateContext {
  today: CalendarDate;
  /** A year named earlier in the conversation, used for a date without one. */
  year: number | null;
  /** The visitor speaks of a date that has passed ("jeg opsagde den 5/11"): a date without a year is the last such day. */
  past?: boolean;
}

function complete(day: number, month: number, year: number | null, context: DateContext): CalendarDate | null {
  let full: CalendarDate;
  if (year !== null) full = { year: year < 100 ? 2000 + year : year, month, day };
  else if (context.year !== null) full = { year: context.year, month, day };
  else {
    const { today } = context;
    const thisYear = { year: today.year, month, day };
    const passed = month < today.month || (month === today.month && day < today.day);
    const future = month > today.month || (month === today.month && day > today.day);
    if (context.past) full = future ? { ...thisYear, year: today.year - 1 } : thisYear;
    else full = passed ? { ...thisYear, year: today.year + 1 } : thisYear;
  }
  return isValidDate(full) ? full : null;
}

export interface FoundDates {
  dates: CalendarDate[];
  /** The dates named by their month only ("opsiger vi i januar"); each is the 1st of that month. */
  monthOnly?: boolean;
  /** "ude med udgangen af juni 2027": the month the subscription should end with. */
  endMonth: { year: number; month: number } | null;
}

export function findDates(text: string, context: DateContext): FoundDates {
  const folded = fold(text);
  const found: Array<{ at: number; date: CalendarDate }> = [];
  const take = (at: number, date: CalendarDate | null) => {
    if (date) found.push({ at, date });
  };
  let endMonth: FoundDates["endMonth"] = null;

  // ("Our antivirus runs until the end of April … want your subscription to end on 31 May at the latest": the
  // subscription's own end is the one asked about, not another contract's.)
  const ownEnd = new RegExp(`\\b(?:subscription|abonnement\\w*|it|det|den)\\b.{0,20}\\b(?:to end|ends?|ende|ender|ophore|ophorer|slutte|slutter|stoppe|stopper)\\b(?: (?:on|pa|den|d|by|senest|the))*\\s+(\\d{1,2})(?:\\.|st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH_WORD}(?:\\s+(\\d{4}))?`).exec(folded);
  const end = ownEnd ? null : new RegExp(`(udgangen af|slutningen af|end of|ude (?:i|med|til))\\s+${MONTH_WORD}(?:\\s+(\\d{4}))?`).exec(folded);
  let rest = folded;
  if (ownEnd) {
    const month = monthOf(ownEnd[2]!)!;
    const year = ownEnd[3] ? Number(ownEnd[3]) : context.year ?? (month >= context.today.month ? context.today.year : context.today.year + 1);
    endMonth = { year, month };
    rest = folded.replace(ownEnd[0], " ");
  }
  if (end) {
    const month = monthOf(end[2]!)!;
    const year = end[3] ? Number(end[3]) : context.year ?? (month >= context.today.month ? context.today.year : context.today.year + 1);
    endMonth = { year, month };
    rest = folded.replace(end[0], " ");
  }
  // "hvis vi ikke vil betale for september": the subscription must have ended with the month before.
  const unpaid = endMonth ? null : new RegExp(`\\b(?:ikke (?:vil |skal |gider |kommer til at )?betal(?:e|er) for|not (?:want to |have to )?pay for|slippe for at betale for|undga at betale for|inte (?:vill )?betala for|ikke (?:vil )?betale for)\\s+${MONTH_WORD}(?:\\s+(\\d{4}))?`).exec(folded);
  if (unpaid) {
    const unpaidMonth = monthOf(unpaid[1]!)!;
    const month = unpaidMonth === 1 ? 12 : unpaidMonth - 1;
    const unpaidYear = unpaid[2] ? Number(unpaid[2]) : context.year ?? (unpaidMonth >= context.today.month ? context.today.year : context.today.year + 1);
    endMonth = { year: unpaidMonth === 1 ? unpaidYear - 1 : unpaidYear, month };
    rest = folded.replace(unpaid[0], " ");
  }
  for (const m of rest.matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g)) take(m.index, complete(Number(m[3]), Number(m[2]), Number(m[1]), context));
  rest = rest.replace(/\b\d{4}-\d{1,2}-\d{1,2}\b/g, " ");
  for (const m of rest.matchAll(new RegExp(`\\b(\\d{1,2})(?:\\.|st|nd|rd|th)?\\s*(?:of\\s+)?${MONTH_WORD}\\b\\.?(?:,?\\s*(\\d{4}))?`, "g"))) {
    take(m.index, complete(Number(m[1]), monthOf(m[2]!)!, m[3] ? Number(m[3]) : null, context));
  }
  for (const m of rest.matchAll(new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s*(\\d{4}))?`, "g"))) {
    take(m.index, complete(Number(m[2]), monthOf(m[1]!)!, m[3] ? Number(m[3]) : null, context));
  }
  for (const m of rest.matchAll(/\b(\d{1,2})[./](\d{1,2})(?:[./-](\d{4}|\d{2}))?\b/g)) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (month >= 1 && month <= 12) take(m.index, complete(day, month, m[3] ? Number(m[3]) : null, context));
  }
  const now = /\bi dag\b|\btoday\b|\bidag\b|\bnu\b|\bnow\b|\bstraks\b|\bright away\b/;
  if (now.test(rest)) take(rest.search(now), context.today);
  if (/\bi morgen\b|\btomorrow\b/.test(rest)) {
    const next = new Date(Date.UTC(context.today.year, context.today.month - 1, context.today.day + 1));
    take(rest.search(/\bi morgen\b|\btomorrow\b/), { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
  }
  found.sort((a, b) => a.at - b.at);
  if (!found.length && !endMonth) {
    const month = new RegExp(`\\b(?:i|in|pr|per|til|by|during) ${MONTH_WORD}\\b(?:\\s+(\\d{4}))?`).exec(rest);
    if (month) {
      const date = complete(1, monthOf(month[1]!)!, month[2] ? Number(month[2]) : null, { ...context, today: { ...context.today, day: 1 } });
      if (date) return { dates: [date], endMonth: null, monthOnly: true };
    }
  }
  return { dates: found.map((f) => f.date), endMonth };
}

/** Today in Copenhagen (the terms' dates are Danish calendar days). */
export function copenhagenToday(now = new Date()): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen", year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}
