import { describe, expect, it } from "vitest";
import { noticeEndsAt, noticeEndsAtSeconds } from "../../supabase/functions/_shared/billing/notice.ts";

/** The date and time in Copenhagen, for readable expectations. */
const copenhagen = (date: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Copenhagen", dateStyle: "short", timeStyle: "medium" }).format(date);

describe("noticeEndsAt: end of the current month plus one month", () => {
  const cases: Array<[string, string]> = [
    // cancelled at (UTC) → ends (Copenhagen local time)
    ["2026-11-25T10:00:00Z", "2026-12-31 23:59:59"],
    ["2026-11-30T12:00:00Z", "2026-12-31 23:59:59"],
    ["2026-11-01T00:30:00Z", "2026-12-31 23:59:59"],
    ["2026-12-31T12:00:00Z", "2027-01-31 23:59:59"],
    ["2027-01-31T12:00:00Z", "2027-02-28 23:59:59"],
    ["2028-01-31T12:00:00Z", "2028-02-29 23:59:59"],
    ["2028-02-29T12:00:00Z", "2028-03-31 23:59:59"],
    ["2028-01-15T12:00:00Z", "2028-02-29 23:59:59"],
    ["2100-01-31T12:00:00Z", "2100-02-28 23:59:59"],
    ["2000-01-31T12:00:00Z", "2000-02-29 23:59:59"],
    ["2026-10-31T12:00:00Z", "2026-11-30 23:59:59"],
    ["2026-03-15T12:00:00Z", "2026-04-30 23:59:59"],
    ["2026-08-31T21:00:00Z", "2026-09-30 23:59:59"],
  ];
  for (const [cancelled, ends] of cases) {
    it(`cancelled ${cancelled} ends ${ends} in Copenhagen`, () => {
      expect(copenhagen(noticeEndsAt(new Date(cancelled)))).toBe(ends);
    });
  }

  it("takes the month in Copenhagen, not in UTC: late on the last evening of a month is still that month", () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Copenhagen: December's notice.
    expect(copenhagen(noticeEndsAt(new Date("2026-11-30T23:30:00Z")))).toBe("2027-01-31 23:59:59");
    // 22:30 UTC on 31 March 2026 is 00:30 on 1 April (summer time): April's notice.
    expect(copenhagen(noticeEndsAt(new Date("2026-03-31T22:30:00Z")))).toBe("2026-05-31 23:59:59");
    // 21:30 UTC on 31 July is 23:30 the same day (summer time): still July.
    expect(copenhagen(noticeEndsAt(new Date("2026-07-31T21:30:00Z")))).toBe("2026-08-31 23:59:59");
  });

  it("ends across the clock changes at the right local second", () => {
    // Notice running out at the end of March (summer time starts on its last Sunday) and October.
    expect(noticeEndsAt(new Date("2027-02-10T12:00:00Z")).toISOString()).toBe("2027-03-31T21:59:59.000Z");
    expect(noticeEndsAt(new Date("2026-09-10T12:00:00Z")).toISOString()).toBe("2026-10-31T22:59:59.000Z");
    expect(noticeEndsAt(new Date("2026-11-25T10:00:00Z")).toISOString()).toBe("2026-12-31T22:59:59.000Z");
  });

  it("in Stripe's seconds", () => {
    const cancelled = Date.parse("2026-11-25T10:00:00Z") / 1000;
    expect(noticeEndsAtSeconds(cancelled)).toBe(Date.parse("2026-12-31T22:59:59Z") / 1000);
  });

  it("refuses an invalid date", () => {
    expect(() => noticeEndsAt(new Date("nope"))).toThrow(RangeError);
  });
});
