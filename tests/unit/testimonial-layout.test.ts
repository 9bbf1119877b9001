import { describe, expect, it } from "vitest";
import { balancedRowSizes, companyInitials } from "../../src/features/marketing/testimonial-layout.ts";

describe("testimonial rows", () => {
  it("never leaves one card alone on a row, for any count from 2 to 40", () => {
    for (let count = 2; count <= 40; count++) {
      const rows = balancedRowSizes(count);
      expect(rows.reduce((sum, size) => sum + size, 0), `count ${count}`).toBe(count);
      expect(Math.min(...rows), `count ${count}`).toBeGreaterThanOrEqual(2);
      expect(Math.max(...rows), `count ${count}`).toBeLessThanOrEqual(3);
    }
  });

  it("balances the familiar cases", () => {
    expect(balancedRowSizes(0)).toEqual([]);
    expect(balancedRowSizes(1)).toEqual([1]);
    expect(balancedRowSizes(4)).toEqual([2, 2]);
    expect(balancedRowSizes(5)).toEqual([3, 2]);
    expect(balancedRowSizes(7)).toEqual([3, 2, 2]);
    expect(balancedRowSizes(5, 2)).toEqual([2, 2, 1]);
  });
});

describe("company monogram", () => {
  it("takes the first letters of the name's first two words, skipping the legal form", () => {
    expect(companyInitials("Bager Hansen ApS")).toBe("BH");
    expect(companyInitials("Nordlys A/S")).toBe("N");
    expect(companyInitials("østjysk revision & rådgivning")).toBe("ØR");
    expect(companyInitials("  (Klinik) Aarhus ")).toBe("KA");
  });
});
