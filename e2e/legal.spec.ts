import type { Page } from "@playwright/test";
import { CORO_TERMS } from "../src/content/legal/coro-terms.ts";
import { privacyDocument } from "../src/content/legal/privacy.ts";
import { termsDocument } from "../src/content/legal/terms.ts";
import type { LegalDocument } from "../src/content/legal/types.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { whenHydrated } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Only the headings and ids are compared, and those do not depend on the configured names or the date.
const anyDay = new Date("2026-01-01T12:00:00Z");
const documents: Array<[path: string, document: LegalDocument, sections: number]> = [
  ["/terms", termsDocument(DEFAULT_SITE_IDENTITY, anyDay), 12],
  ["/coro-terms", CORO_TERMS, 11],
  ["/privacy", privacyDocument(DEFAULT_SITE_IDENTITY, anyDay), 15],
];

/** Requests to the backend (any of the Supabase APIs), which the legal pages must never make. */
function recordBackendCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (/\/(rest|auth|functions|storage)\/v1\//.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

/**
 * A day of the current year that is neither today nor tomorrow: the page must show it, not the build's
 * date. Staying in the current year keeps the footer's copyright year equal to the prerendered one.
 */
function anotherDayThisYear(hourUtc: number): Date {
  const now = new Date();
  const month = now.getUTCMonth() === 0 ? 5 : 0;
  return new Date(Date.UTC(now.getUTCFullYear(), month, 15, hourUtc, 30));
}

// Written independently of the app's helper: the Danish long date, in Copenhagen time.
const danishDate = (date: Date) =>
  new Intl.DateTimeFormat("da-DK", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Copenhagen" }).format(date);

for (const [path, document, sectionCount] of documents) {
  test.describe(path, () => {
    test(`has ${sectionCount} sections with a table of contents, and makes no server calls`, async ({ page }) => {
      const backendCalls = recordBackendCalls(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${document.title} \\| `));

      const sections = page.getByTestId("legal-section");
      await expect(sections).toHaveCount(sectionCount);
      expect(document.sections).toHaveLength(sectionCount);
      await expect(sections.getByRole("heading", { level: 2 })).toHaveText(document.sections.map((section) => section.heading));
      for (const [index, section] of document.sections.entries()) {
        await expect(sections.nth(index).getByRole("heading", { level: 2 })).toHaveAttribute("id", section.id);
      }

      const contents = page.getByRole("navigation", { name: document.lang === "en" ? "Contents" : "Indhold" });
      const entries = contents.getByRole("link");
      await expect(entries).toHaveCount(sectionCount);
      for (const [index, section] of document.sections.entries()) {
        await expect(entries.nth(index)).toHaveAttribute("href", `#${section.id}`);
        await expect(entries.nth(index)).toHaveText(section.heading);
      }

      const last = document.sections.at(-1)!;
      await (await whenHydrated(entries.last())).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${last.id}$`));
      await expect(page.locator(`#${last.id}`)).toBeInViewport();

      expect(backendCalls).toEqual([]);
    });

    test("has no serious accessibility violations", async ({ page }) => {
      await page.goto(path);
      await page.getByTestId("legal-section").first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

test.describe("/terms", () => {
  test("shows today's date in Danish and version 1.0", async ({ page }) => {
    // Not the build's date, so a date baked into the prerendered page would fail here.
    const today = anotherDayThisYear(9);
    await page.clock.setFixedTime(today);
    await page.goto("/terms");
    const month = today.getUTCMonth() === 0 ? "januar" : "juni";
    await expect(page.getByTestId("legal-date-line")).toHaveText(`Sidst opdateret: 15. ${month} ${today.getUTCFullYear()} · Version 1.0`);
  });

  test("the date follows Copenhagen's calendar day", async ({ page }) => {
    // 23:30 UTC on the 15th is already the 16th in Denmark.
    const lateEvening = anotherDayThisYear(23);
    await page.clock.setFixedTime(lateEvening);
    await page.goto("/terms");
    const month = lateEvening.getUTCMonth() === 0 ? "januar" : "juni";
    await expect(page.getByTestId("legal-date-line")).toHaveText(`Sidst opdateret: 16. ${month} ${lateEvening.getUTCFullYear()} · Version 1.0`);
  });

  test("links to the provider's terms and the privacy policy", async ({ page }) => {
    await page.goto("/terms");
    const related = page.getByRole("navigation", { name: "Relaterede dokumenter" });
    await expect(related.getByRole("link", { name: "Platformleverandørens vilkår (Coro)" })).toHaveAttribute("href", "/coro-terms");
    await expect(related.getByRole("link", { name: "Privatlivspolitik" })).toHaveAttribute("href", "/privacy");

    await (await whenHydrated(related.getByRole("link", { name: "Platformleverandørens vilkår (Coro)" }))).click();
    await expect(page).toHaveURL("/coro-terms");
    await expect(page.getByRole("heading", { level: 1, name: CORO_TERMS.title })).toBeVisible();

    await page.goBack();
    await (await whenHydrated(page.getByRole("navigation", { name: "Relaterede dokumenter" }).getByRole("link", { name: "Privatlivspolitik" }))).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privatlivspolitik" })).toBeVisible();
  });
});

test.describe("/coro-terms", () => {
  test("is marked as English and shows its revision date", async ({ page }) => {
    await page.goto("/coro-terms");
    const heading = page.getByRole("heading", { level: 1, name: CORO_TERMS.title });
    await expect(heading).toBeVisible();
    // The nearest lang attribute around the text decides how screen readers pronounce it.
    expect(await heading.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    expect(
      await page.getByTestId("legal-section").last().evaluate((element) => element.closest("[lang]")?.getAttribute("lang")),
    ).toBe("en");
    await expect(page.getByTestId("legal-date-line")).toHaveText("Last revised: March 2023");
    await expect(page.getByRole("link", { name: "Terms of the reseller (in Danish)" }).first()).toHaveAttribute("href", "/terms");
  });
});

test.describe("/privacy", () => {
  test("is Danish, version 1.0, dated today and points to Datatilsynet", async ({ page }) => {
    const today = anotherDayThisYear(9);
    await page.clock.setFixedTime(today);
    await page.goto("/privacy");
    const heading = page.getByRole("heading", { level: 1, name: "Privatlivspolitik" });
    expect(await heading.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("da");
    await expect(page.getByTestId("legal-date-line")).toHaveText(`Sidst opdateret: ${danishDate(today)} · Version 1.0`);
    await expect(page.getByRole("heading", { level: 2, name: "14. Klage til Datatilsynet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Gå til datatilsynet.dk" })).toHaveAttribute("href", /^https:\/\/(www\.)?datatilsynet\.dk/);
    await expect(page.getByRole("link", { name: "Vilkår og betingelser" }).first()).toHaveAttribute("href", "/terms");
  });
});
