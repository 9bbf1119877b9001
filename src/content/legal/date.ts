/**
 * Danish long dates for the legal pages, e.g. "22. november 2026". The calendar day is taken in
 * Copenhagen time, so a page rendered at 00:30 Danish time (still the previous day in UTC) shows the
 * date a Danish reader expects. Intl is part of JavaScript itself, so Deno can use this too.
 */
const danishLongDate = new Intl.DateTimeFormat("da-DK", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Copenhagen",
});

export function formatDanishLongDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid date");
  return danishLongDate.format(date);
}

/** The version of the reseller's legal documents (SPEC section 9). */
export const LEGAL_VERSION = "1.0";
