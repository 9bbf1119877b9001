/**
 * Dates are formatted in the business's own time zone rather than the viewer's, so a post published
 * just after midnight in Copenhagen shows the same date everywhere, and HTML rendered ahead of time
 * matches what the browser renders.
 */
export const SITE_TIME_ZONE = "Europe/Copenhagen";

type DateInput = string | Date;

const cardDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: SITE_TIME_ZONE,
});
const articleDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: SITE_TIME_ZONE,
});
const danishDate = new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeZone: SITE_TIME_ZONE });
const danishDateTime = new Intl.DateTimeFormat("da-DK", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: SITE_TIME_ZONE,
});
const dkk = new Intl.NumberFormat("da-DK", {
  style: "currency",
  currency: "DKK",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const englishInteger = new Intl.NumberFormat("en-US");

function toDate(value: DateInput): Date {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

/** 'MMM d, yyyy', e.g. "Jan 5, 2025" (blog cards). */
export function formatCardDate(value: DateInput): string {
  return cardDate.format(toDate(value));
}

/** 'MMMM d, yyyy', e.g. "January 5, 2025" (blog post page). */
export function formatArticleDate(value: DateInput): string {
  return articleDate.format(toDate(value));
}

/** da-DK long date, e.g. "5. januar 2025" (renewal dates, legal pages). */
export function formatDanishDate(value: DateInput): string {
  return danishDate.format(toDate(value));
}

/** da-DK date and time, e.g. "05.01.2025, 14.30" (admin tables). */
export function formatDanishDateTime(value: DateInput): string {
  return danishDateTime.format(toDate(value));
}

/** DKK with two decimals in Danish notation, e.g. "1.234,50 kr." (with a no-break space). */
export function formatDKK(amount: number): string {
  return dkk.format(amount);
}

/** Thousands-separated integer for English UI, e.g. "1,234". */
export function formatCount(value: number): string {
  return englishInteger.format(value);
}
