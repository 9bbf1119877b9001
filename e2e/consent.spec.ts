import type { Page } from "@playwright/test";
import { COOKIE_BANNER, COOKIE_CATEGORIES } from "#shared/content/cookies.ts";
import { axeBuilder } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const DENIED_DEFAULTS = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "granted",
};

const banner = (page: Page) => page.getByRole("region", { name: COOKIE_BANNER.title });
const button = (page: Page, name: string) => banner(page).getByRole("button", { name, exact: true });
const checkbox = (page: Page, id: "necessary" | "functional" | "analytical") =>
  banner(page).getByRole("checkbox", { name: COOKIE_CATEGORIES.find((category) => category.id === id)?.label });

/** The consent commands on window.dataLayer, in order (gtag queues Arguments objects). */
function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((call) => call[0] === "consent"),
  );
}

const storedConsent = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as unknown);

async function bannerViolations(page: Page) {
  const results = await axeBuilder(page)
    .include("[data-testid=cookie-banner]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}

test.describe("cookie banner", () => {
  for (const path of ["/", "/blog", "/faq", "/platform", "/terms", "/privacy", "/coro-terms", "/findes/ikke"]) {
    test(`shows on ${path} until a choice is made, with Consent Mode denied by default`, async ({ page }) => {
      const google: string[] = [];
      page.on("request", (request) => {
        if (/google/.test(new URL(request.url()).hostname)) google.push(request.url());
      });
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole("heading", { name: COOKIE_BANNER.title })).toBeVisible();
      for (const name of [COOKIE_BANNER.acceptAll, COOKIE_BANNER.customize, COOKIE_BANNER.necessaryOnly, COOKIE_BANNER.close]) {
        await expect(button(page, name)).toBeVisible();
      }
      expect(await consentCalls(page)).toEqual([["consent", "default", DENIED_DEFAULTS]]);
      expect(await storedConsent(page)).toBeNull();
      expect(google).toEqual([]);
    });
  }

  test("'Accepter alle' stores everything true, grants analytics and stays away on later pages", async ({ page }) => {
    await page.goto("/");
    await button(page, COOKIE_BANNER.acceptAll).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ necessary: true, functional: true, analytical: true });
    const calls = await consentCalls(page);
    expect(calls.at(-1)).toEqual([
      "consent",
      "update",
      { ...DENIED_DEFAULTS, analytics_storage: "granted", functionality_storage: "granted", personalization_storage: "granted" },
    ]);

    // Every later load re-applies the stored choice straight after the defaults, before the app runs.
    await page.goto("/blog");
    await page.locator("h1").first().waitFor();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentCalls(page)).toEqual([
      ["consent", "default", DENIED_DEFAULTS],
      ["consent", "update", { ...DENIED_DEFAULTS, analytics_storage: "granted", functionality_storage: "granted", personalization_storage: "granted" }],
    ]);
  });

  test("'Kun nødvendige' stores functional and analytical false and keeps analytics denied", async ({ page }) => {
    await page.goto("/");
    await button(page, COOKIE_BANNER.necessaryOnly).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ necessary: true, functional: false, analytical: false });
    expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", DENIED_DEFAULTS]);
    await page.reload();
    await page.locator("h1").first().waitFor();
    await expect(banner(page)).toHaveCount(0);
  });

  test("the close icon counts as necessary-only", async ({ page }) => {
    await page.goto("/faq");
    await button(page, COOKIE_BANNER.close).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ necessary: true, functional: false, analytical: false });
    expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", DENIED_DEFAULTS]);
  });

  test("'Tilpas' reveals the categories (necessary locked on, the others off) and 'Gem valg' stores them, by keyboard", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("checkbox")).toHaveCount(0);
    await expect(button(page, COOKIE_BANNER.save)).toHaveCount(0);

    await button(page, COOKIE_BANNER.customize).focus();
    await page.keyboard.press("Enter");
    await expect(checkbox(page, "necessary")).toBeChecked();
    await expect(checkbox(page, "necessary")).toBeDisabled();
    await expect(checkbox(page, "functional")).not.toBeChecked();
    await expect(checkbox(page, "analytical")).not.toBeChecked();
    await expect(button(page, COOKIE_BANNER.customize)).toHaveCount(0);
    await expect(button(page, COOKIE_BANNER.save)).toBeVisible();
    // 'Tilpas' disappeared; focus went to the first choice instead of being lost.
    await expect(checkbox(page, "functional")).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(checkbox(page, "analytical")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(checkbox(page, "analytical")).toBeChecked();
    await button(page, COOKIE_BANNER.save).focus();
    await page.keyboard.press("Enter");

    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ necessary: true, functional: false, analytical: true });
    expect((await consentCalls(page)).at(-1)).toEqual(["consent", "update", { ...DENIED_DEFAULTS, analytics_storage: "granted" }]);
  });

  test("a damaged record counts as no choice", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "{not json"));
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await consentCalls(page)).toEqual([["consent", "default", DENIED_DEFAULTS]]);
  });

  test("the footer's cookie settings reopen the banner in the custom view with the stored choice", async ({ page }) => {
    await page.goto("/");
    await button(page, COOKIE_BANNER.acceptAll).click();
    await expect(banner(page)).toHaveCount(0);

    const settings = page.getByRole("contentinfo").getByRole("button", { name: /cookie-?indstillinger/i });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: COOKIE_BANNER.title })).toBeFocused();
    await expect(checkbox(page, "necessary")).toBeDisabled();
    await expect(checkbox(page, "functional")).toBeChecked();
    await expect(checkbox(page, "analytical")).toBeChecked();

    // Escape closes it without changing anything, and focus returns to the footer button.
    await page.keyboard.press("Escape");
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(await storedConsent(page)).toEqual({ necessary: true, functional: true, analytical: true });

    await settings.click();
    await checkbox(page, "analytical").uncheck();
    await button(page, COOKIE_BANNER.save).click();
    expect(await storedConsent(page)).toEqual({ necessary: true, functional: true, analytical: false });
    expect((await consentCalls(page)).at(-1)).toEqual([
      "consent",
      "update",
      { ...DENIED_DEFAULTS, functionality_storage: "granted", personalization_storage: "granted" },
    ]);
  });

  test("has no serious accessibility violations, in both views", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await bannerViolations(page)).toEqual([]);
    await button(page, COOKIE_BANNER.customize).click();
    await expect(checkbox(page, "functional")).toBeVisible();
    expect(await bannerViolations(page)).toEqual([]);
  });
});
