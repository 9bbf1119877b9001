import { copenhagenTime } from "./copenhagen-time.ts";

/**
 * Dates are formatted in the business's own time zone rather than the viewer's, so a post published
 * just after midnight in Copenhagen shows the same date everywhere, and HTML rendered ahead of time
 * matches what the browser renders. Dates and plain numbers are formatted without Intl (see
 * copenhagen-time.ts for why); only money, shown in the portal and admin, uses an Intl formatter.
 */

type DateInput = string | Date;

const ENGLISH_MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;
const DANISH_MONTHS = [
  "januar", "februar", "marts", "april", "maj", "juni",
  "juli", "august", "september", "oktober", "november", "december",
] as const;

function toDate(value: DateInput): Date {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** An integer with its thousands grouped by `separator`, e.g. 1234567 → "1.234.567". */
function groupDigits(value: number, separator: "." | ","): string {
  const sign = value < 0 ? "-" : "";
  return sign + String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** 'MMM d, yyyy', e.g. "Jan 5, 2025" (blog cards). */
export function formatCardDate(value: DateInput): string {
  const { year, month, day } = copenhagenTime(toDate(value));
  return `${ENGLISH_MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;
}

/** 'MMMM d, yyyy', e.g. "January 5, 2025" (blog post page). */
export function formatArticleDate(value: DateInput): string {
  const { year, month, day } = copenhagenTime(toDate(value));
  return `${ENGLISH_MONTHS[month]} ${day}, ${year}`;
}

/** da-DK long date, e.g. "5. januar 2025" (renewal dates, legal pages). */
export function formatDanishDate(value: DateInput): string {
  const { year, month, day } = copenhagenTime(toDate(value));
  return `${day}. ${DANISH_MONTHS[month]} ${year}`;
}

/** da-DK date and time, e.g. "05.01.2025, 14.30" (admin tables). */
export function formatDanishDateTime(value: DateInput): string {
  const { year, month, day, hour, minute } = copenhagenTime(toDate(value));
  return `${twoDigits(day)}.${twoDigits(month + 1)}.${year}, ${twoDigits(hour)}.${twoDigits(minute)}`;
}

/** An integer in Danish notation, e.g. "1.299" (plan prices, form limits). */
export function formatDanishInteger(value: number): string {
  return groupDigits(value, ".");
}

let dkk: Intl.NumberFormat | undefined;

/** DKK with two decimals in Danish notation, e.g. "1.234,50 kr." (with a no-break space). */
export function formatDKK(amount: number): string {
  dkk ??= new Intl.NumberFormat("da-DK", {
    style: "currency",
    currency: "DKK",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return dkk.format(amount);
}

/** Thousands-separated integer for English UI, e.g. "1,234". */
export function formatCount(value: number): string {
  return groupDigits(value, ",");
}
