import { describe, expect, it } from "vitest";
import {
  formatArticleDate,
  formatCardDate,
  formatCount,
  formatDanishDate,
  formatDanishDateTime,
  formatDKK,
} from "../../src/lib/format.ts";

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
