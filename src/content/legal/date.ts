import { formatDanishDate } from "../../lib/format.ts";

/**
 * Danish long dates for the legal pages, e.g. "22. november 2026". The calendar day is taken in
 * Copenhagen time, so a page rendered at 00:30 Danish time (still the previous day in UTC) shows the
 * date a Danish reader expects.
 */
export function formatDanishLongDate(date: Date): string {
  return formatDanishDate(date);
}

/** The version of the reseller's legal documents (SPEC section 9). */
export const LEGAL_VERSION = "1.0";
