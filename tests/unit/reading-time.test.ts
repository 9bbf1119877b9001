import { describe, expect, it } from "vitest";
import { countWords, readingTimeMinutes } from "../../src/lib/reading-time.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(" ");

describe("reading time", () => {
  it("counts words separated by any whitespace", () => {
    expect(countWords("  Phishing\tkoster\n\ndanske   virksomheder  ")).toBe(4);
    expect(countWords("")).toBe(0);
    expect(countWords(" \n ")).toBe(0);
  });

  it("is words / 200, rounded up", () => {
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it("is 0 for empty text", () => {
    expect(readingTimeMinutes("")).toBe(0);
  });
});
