import { describe, expect, it } from "vitest";
import { isValidSlug, slugify } from "../../src/lib/slug.ts";

describe("slugify", () => {
  it("lowercases and turns runs of other characters into one hyphen", () => {
    expect(slugify("NIS2 for små virksomheder: Hvad skal I gøre?")).toBe("nis2-for-sm-virksomheder-hvad-skal-i-g-re");
    expect(slugify("Backup -- 3-2-1 reglen")).toBe("backup-3-2-1-reglen");
  });

  it("removes leading and trailing hyphens", () => {
    expect(slugify("  ¡Hej verden!  ")).toBe("hej-verden");
    expect(slugify("---")).toBe("");
  });

  it("always produces a slug that passes validation when anything is left", () => {
    for (const title of ["Æblegrød & ærter", "MFA: den billigste sikkerhed", "Wi-Fi i butikken"]) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
  });
});

describe("isValidSlug", () => {
  it("accepts lowercase letters, digits and hyphens up to 250 characters", () => {
    expect(isValidSlug("mfa-den-billigste-sikkerhed")).toBe(true);
    expect(isValidSlug("a".repeat(250))).toBe(true);
  });

  it("rejects empty, too long, uppercase, spaces and other characters", () => {
    for (const slug of ["", "a".repeat(251), "Mfa", "mfa sikkerhed", "mfa_sikkerhed", "små"]) {
      expect(isValidSlug(slug)).toBe(false);
    }
  });
});
