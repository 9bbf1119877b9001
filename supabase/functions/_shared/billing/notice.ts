/**
 * The terms' notice rule: a cancellation takes effect at the end of the current month plus one month,
 * with no refund. Cancelled on 25 November, the subscription runs to the end of 31 December; on
 * 31 January, to the end of February (28th, or 29th in a leap year). Months are Danish calendar
 * months, so the end is midnight in Copenhagen; the last second before it is returned, so the date
 * shown to the customer is that last day.
 */
import { copenhagenOffsetHours } from "../lib/copenhagen-time.ts";

const HOUR_MS = 60 * 60 * 1000;

const copenhagenOffsetMs = (instant: number): number => copenhagenOffsetHours(new Date(instant)) * HOUR_MS;

/** The instant of local midnight starting the given day in Copenhagen (month 0-11, may overflow). */
function copenhagenMidnight(year: number, month: number, day: number): number {
  const asUtc = Date.UTC(year, month, day);
  // Midnight is never inside a clock change (those happen at 02:00/03:00 local), so one correction suffices.
  return asUtc - copenhagenOffsetMs(asUtc - HOUR_MS);
}

/** When a subscription cancelled at `cancelledAt` ends under the terms: the last second of the next month. */
export function noticeEndsAt(cancelledAt: Date): Date {
  const instant = cancelledAt.getTime();
  if (Number.isNaN(instant)) throw new RangeError("cancelledAt is not a date");
  const local = new Date(instant + copenhagenOffsetMs(instant));
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  // The month after next begins when the notice has run out.
  return new Date(copenhagenMidnight(year, month + 2, 1) - 1000);
}

/** The same in Stripe's unit (whole seconds since the epoch), for `cancel_at`. */
export function noticeEndsAtSeconds(cancelledAtSeconds: number): number {
  return Math.floor(noticeEndsAt(new Date(cancelledAtSeconds * 1000)).getTime() / 1000);
}

/** True when `seconds` is the last second of a month in Copenhagen: an end this rule has set. */
export function isNoticeEnd(seconds: number): boolean {
  const next = (seconds + 1) * 1000;
  const local = new Date(next + copenhagenOffsetMs(next));
  return local.getUTCDate() === 1 && local.getUTCHours() === 0 && local.getUTCMinutes() === 0 && local.getUTCSeconds() === 0;
}
