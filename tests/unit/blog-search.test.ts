// Issue 36, item 9: /blog's selection in the URL and the page ranges it asks Postgres for (src/features/blog/blog-search.ts).
import { describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, pageCount, pageRange, parseBlogSearch } from "../../src/features/blog/blog-search.ts";

describe("parseBlogSearch", () => {
  it("keeps a category and a page from 2", () => {
    expect(parseBlogSearch({ kategori: "Backup", side: 2 })).toEqual({ kategori: "Backup", side: 2 });
    expect(parseBlogSearch({ kategori: " Netværk ", side: "3" })).toEqual({ kategori: "Netværk", side: 3 });
  });

  it("reads a category that looks like a number as text", () => {
    expect(parseBlogSearch({ kategori: 2026 })).toEqual({ kategori: "2026" });
  });

  it("drops what no list can show: empty or overlong categories, page 1, fractions, negatives, huge pages", () => {
    expect(parseBlogSearch({})).toEqual({});
    expect(parseBlogSearch({ kategori: "   " })).toEqual({});
    expect(parseBlogSearch({ kategori: "x".repeat(51) })).toEqual({});
    expect(parseBlogSearch({ kategori: ["a"], side: 1 })).toEqual({});
    for (const side of [0, -2, 1.5, "abc", 1e9, null]) expect(parseBlogSearch({ side })).toEqual({});
  });
});

describe("paging with a featured post", () => {
  it("asks for the featured post and a full grid first, then continues after them without repeating", () => {
    expect(pageRange(1)).toEqual({ from: 0, to: LIST_PAGE_SIZE });
    expect(pageRange(2)).toEqual({ from: LIST_PAGE_SIZE + 1, to: 2 * LIST_PAGE_SIZE });
    expect(pageRange(3)).toEqual({ from: 2 * LIST_PAGE_SIZE + 1, to: 3 * LIST_PAGE_SIZE });
  });

  it("counts pages from the grid's size, the featured post aside", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(LIST_PAGE_SIZE + 1)).toBe(1);
    expect(pageCount(LIST_PAGE_SIZE + 2)).toBe(2);
    expect(pageCount(2 * LIST_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(2 * LIST_PAGE_SIZE + 2)).toBe(3);
  });
});
