import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

/**
 * A read the app gives up on (the section's query cancelled, the page left) is no failure: nothing of it
 * may reach the console as an error. Requests to other hosts are blocked by the test fixture, and the
 * browser reports those itself; they are not the page's errors.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    if (message.text().startsWith("Failed to load resource")) return;
    // The specs block service workers (playwright.config.ts); the page says so.
    if (message.text().startsWith("Service worker registration failed")) return;
    errors.push(message.text());
  });
  return errors;
}

test.describe("a visit of / logs no error", () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width} px, scrolled through to the end`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const errors = collectErrors(page);
      await page.goto("/");
      for (const id of ["testimonials", "blog", "contact"]) {
        // A deferred section whose data changed replaces its element, so scroll to whichever is there now.
        await page.evaluate((section) => document.getElementById(section)?.scrollIntoView(), id);
        await page.waitForTimeout(300);
      }
      await page.waitForLoadState("networkidle");
      expect(errors.filter((text) => /abort/i.test(text))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("leaving / while its sections are still reading logs no error", async ({ page }) => {
    const errors = collectErrors(page);
    // The sections' reads answer slowly, so the visitor leaves while they are under way.
    let reads = 0;
    await page.route(
      (url) => ["/rest/v1/testimonials", "/rest/v1/blog_posts"].includes(url.pathname),
      async (route) => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue().catch(() => {});
      },
    );
    // Reached from another page, / has no prerendered data in the app's cache: its sections read at once.
    await page.goto("/faq");
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => reads).toBeGreaterThan(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await page.waitForTimeout(2_500);
    expect(errors).toEqual([]);
  });
});
