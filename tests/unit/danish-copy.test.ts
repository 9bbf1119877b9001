import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_IDENTITY, formatAddress } from "#shared/content/site.ts";
import { SIGNUP_STEPS, whyContent } from "../../src/content/landing.ts";

/** Every .ts file of the app's and the functions' Danish copy. */
function copyFiles(): string[] {
  const roots = ["src/content", "supabase/functions/_shared/content"];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith(".ts") ? [path] : [];
    });
  return roots.flatMap(walk);
}

describe("Danish copy", () => {
  it("says '(13 til)' for the questions left to show, not '(13 mere)'", () => {
    expect(whyContent(DEFAULT_SITE_IDENTITY).showAll(13)).toBe("Vis alle 19 spørgsmål (13 til)");
  });

  it("keeps '1264 København K' together with non-breaking spaces", () => {
    expect(formatAddress(DEFAULT_SITE_IDENTITY.address)).toBe("Store Kongensgade 40, 1264\u00a0København\u00a0K");
  });

  it("lists without an Oxford comma ('A, B og C')", () => {
    expect(SIGNUP_STEPS.map((step) => step.text).join(" ")).toContain("Opret en konto, acceptér vilkårene og betal sikkert med kort.");
    const text = copyFiles().map((file) => readFileSync(file, "utf8")).join("\n");
    for (const listWithOxfordComma of [
      "acceptér vilkårene, og betal",
      "installér agenten på computerne, og forbind",
      "enhederne tjekkes løbende, og de fleste",
      "data opbevares krypteret, og adgangskoder",
      "phishing-adresser, og beskeder",
    ]) {
      expect(text).not.toContain(listWithOxfordComma);
    }
  });

  it("never writes 'Næstegenerations-antivirus' (it is 'Næste generations antivirus')", () => {
    const text = copyFiles().map((file) => readFileSync(file, "utf8")).join("\n");
    expect(text).not.toMatch(/næstegeneration/i);
    expect(text).toContain("Næste generations antivirus");
  });
});
