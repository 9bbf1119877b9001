import { describe, expect, it } from "vitest";
import {
  formatArticleDate,
  formatCardDate,
  formatCount,
  formatDanishDate,
  formatDanishDateTime,
  formatDKK,
  formatDanishInteger,
} from "#shared/lib/format.ts";
import { copenhagenOffsetHours, copenhagenTime } from "#shared/lib/copenhagen-time.ts";

describe("blog dates (English, Copenhagen time)", () => {
  it("formats cards as 'MMM d, yyyy'", () => {
    expect(formatCardDate("2025-01-05T10:00:00+00:00")).toBe("Jan 5, 2025");
    expect(formatCardDate("2026-09-15T12:00:00+02:00")).toBe("Sep 15, 2026");
  });

  it("formats the post page as 'MMMM d, yyyy'", () => {
    expect(formatArticleDate("2025-01-05T10:00:00Z")).toBe("January 5, 2025");
    expect(formatArticleDate(new Date("2024-12-31T12:00:00Z"))).toBe("December 31, 2024");
  });

  it("uses the Copenhagen date, not UTC's, around midnight", () => {
    // 23:30 UTC on 31 Dec is 00:30 on 1 Jan in Copenhagen (UTC+1 in winter).
    expect(formatCardDate("2024-12-31T23:30:00Z")).toBe("Jan 1, 2025");
    // 22:30 UTC in summer is 00:30 the next day (UTC+2).
    expect(formatArticleDate("2025-06-30T22:30:00Z")).toBe("July 1, 2025");
  });

  it("rejects values that are not dates instead of printing 'Invalid Date'", () => {
    expect(() => formatCardDate("not a date")).toThrow(RangeError);
  });
});

describe("Danish formats", () => {
  it("formats long da-DK dates", () => {
    expect(formatDanishDate("2025-01-05T10:00:00Z")).toBe("5. januar 2025");
  });

  it("formats da-DK date and time in Copenhagen time", () => {
    expect(formatDanishDateTime("2025-01-05T13:30:00Z")).toBe("05.01.2025, 14.30");
  });

  it("formats DKK with two decimals in Danish notation", () => {
    // Intl puts a no-break space before the currency, so the amount never wraps away from "kr.".
    expect(formatDKK(44 * 5)).toBe("220,00\u00a0kr.");
    expect(formatDKK(1234.5)).toBe("1.234,50\u00a0kr.");
  });
});

describe("formatCount", () => {
  it("separates thousands the English way", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
  });
});

describe("Copenhagen time without Intl", () => {
  const intlParts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Copenhagen",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });

  // About 165,000 moments (67 minutes apart) read both ways: about a second alone, several while the browser
  // tests take the CPU.
  it("agrees with Intl's Europe/Copenhagen every hour from 2015 to 2035, DST changes included", { timeout: 30_000 }, () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2015, 0, 1); time < Date.UTC(2036, 0, 1); time += 60 * 60 * 1000 + 7 * 60 * 1000) {
      const date = new Date(time);
      const parts = Object.fromEntries(intlParts.formatToParts(date).map((part) => [part.type, part.value]));
      const ours = copenhagenTime(date);
      const expected = [Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)];
      const actual = [ours.year, ours.month, ours.day, ours.hour, ours.minute];
      if (expected.join() !== actual.join()) mismatches.push(`${date.toISOString()}: ${actual.join()} ≠ ${expected.join()}`);
    }
    expect(mismatches).toEqual([]);
  });

  it("switches offset at 01:00 UTC on the last Sundays of March and October", () => {
    expect(copenhagenOffsetHours(new Date("2026-03-29T00:59:59Z"))).toBe(1);
    expect(copenhagenOffsetHours(new Date("2026-03-29T01:00:00Z"))).toBe(2);
    expect(copenhagenOffsetHours(new Date("2026-10-25T00:59:59Z"))).toBe(2);
    expect(copenhagenOffsetHours(new Date("2026-10-25T01:00:00Z"))).toBe(1);
  });

  it("formats the same text as the Intl formatters it replaces", () => {
    const card = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Europe/Copenhagen" });
    const article = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "Europe/Copenhagen" });
    const danish = new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeZone: "Europe/Copenhagen" });
    for (let time = Date.UTC(2024, 0, 1, 22, 30); time < Date.UTC(2027, 0, 1); time += 3 * 24 * 60 * 60 * 1000 + 5 * 60 * 60 * 1000) {
      const date = new Date(time);
      expect(formatCardDate(date)).toBe(card.format(date));
      expect(formatArticleDate(date)).toBe(article.format(date));
      expect(formatDanishDate(date)).toBe(danish.format(date));
    }
  });

  it("groups digits like Intl's da-DK and en-US", () => {
    for (const value of [0, 7, 99, 999, 1000, 1299, 5000, 12345, 999999, 1234567]) {
      expect(formatDanishInteger(value)).toBe(new Intl.NumberFormat("da-DK", { maximumFractionDigits: 0 }).format(value));
      expect(formatCount(value)).toBe(new Intl.NumberFormat("en-US").format(value));
    }
  });
});
