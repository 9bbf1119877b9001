/**
 * The terms' notice rule (facts/notice.ts, which the chat assistant's dates use too) as an instant for
 * Stripe's `cancel_at`. Months are Danish calendar months, so the last day ends at midnight in
 * Copenhagen; the last second before it is returned, so the date shown to the customer is that last day.
 */
import { copenhagenOffsetHours } from "../lib/copenhagen-time.ts";
import { cancellationEnds } from "../facts/notice.ts";

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
  const last = cancellationEnds({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() });
  // The day after the last one begins when the notice has run out.
  return new Date(copenhagenMidnight(last.year, last.month - 1, last.day + 1) - 1000);
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
