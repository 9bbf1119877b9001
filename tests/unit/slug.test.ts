import { describe, expect, it } from "vitest";
import { slugify } from "../../src/lib/slug.ts";

describe("slugify", () => {
  it("lowercases and turns runs of other characters into one hyphen", () => {
    expect(slugify("NIS2 for små virksomheder: Hvad skal I gøre?")).toBe("nis2-for-sm-virksomheder-hvad-skal-i-g-re");
    expect(slugify("Backup -- 3-2-1 reglen")).toBe("backup-3-2-1-reglen");
  });

  it("removes leading and trailing hyphens", () => {
    expect(slugify("  ¡Hej verden!  ")).toBe("hej-verden");
    expect(slugify("---")).toBe("");
  });

  it("leaves only lowercase letters, digits and single inner hyphens", () => {
    for (const title of ["Æblegrød & ærter", "MFA: den billigste sikkerhed", "Wi-Fi i butikken"]) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
