/**
 * The calendar date and clock time in Copenhagen, worked out without Intl. The first Intl formatter a
 * page creates loads ICU locale data: 14-35 ms on this project's test machine, several times that on
 * a phone, spent in the middle of hydrating the page. Denmark follows the EU rule (since 1996): UTC+1,
 * and UTC+2 from 01:00 UTC on the last Sunday of March until 01:00 UTC on the last Sunday of October.
 * tests/unit/format.test.ts checks this against Intl's Europe/Copenhagen hour by hour over years.
 */
export interface CopenhagenTime {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** 01:00 UTC on the last Sunday of the month (0-11), when EU clocks change. */
function lastSundayChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * 60 * 60 * 1000;
}

/** Hours ahead of UTC in Copenhagen at this moment. */
export function copenhagenOffsetHours(date: Date): 1 | 2 {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  return time >= lastSundayChange(year, 2) && time < lastSundayChange(year, 9) ? 2 : 1;
}

export function copenhagenTime(date: Date): CopenhagenTime {
  const local = new Date(date.getTime() + copenhagenOffsetHours(date) * 60 * 60 * 1000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
