// The notice rule of the terms, worked out on dates: a cancellation takes effect at the end of the current
// month plus one month (cancelled 10 March, the subscription ends with April). The rule's wording is the
// terms' own (PLAN_NOTICE_TEXT); NOTICE_EXTRA_MONTHS is the "plus one month" in it.
import type { CalendarDate } from "./money.ts";

const NOTICE_EXTRA_MONTHS = 1;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDate(date: CalendarDate): boolean {
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month);
}

function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The last day of the subscription when it is cancelled on `cancelled`. */
export function cancellationEnds(cancelled: CalendarDate): CalendarDate {
  const { year, month } = addMonths(cancelled.year, cancelled.month, NOTICE_EXTRA_MONTHS);
  return { year, month, day: daysInMonth(year, month) };
}

/** The last day to cancel for the subscription to end with the month `end` (month 1–12). */
export function latestCancellationFor(end: { year: number; month: number }): CalendarDate {
  const { year, month } = addMonths(end.year, end.month, -NOTICE_EXTRA_MONTHS);
  return { year, month, day: daysInMonth(year, month) };
}
