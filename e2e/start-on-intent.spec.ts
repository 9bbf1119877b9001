import type { Page, Request } from "@playwright/test";
import { COOKIE_BANNER, COOKIE_CATEGORIES } from "../src/content/cookies.ts";
import { contactContent } from "../src/content/landing.ts";
import { createSiteIdentity } from "../src/content/site.ts";
import { OFFLINE_TEXT } from "../src/features/offline/strings.ts";
import { expect, gate, test } from "./support/test.ts";

/**
 * The landing page starts the app on the visitor's first intent, not on load (src/app/start-on-intent.ts).
 * These specs open it with waitUntil "domcontentloaded", so the fixture in support/test.ts does not move
 * the mouse over it, and look at the page as a phone visitor who has not touched it yet.
 */

/** The app's two module graphs (src/main.tsx): React DOM and start-app.tsx with everything it imports. */
const isAppCode = (request: Request) => /\/assets\/(client|start-app)-[^/]+\.js$/.test(new URL(request.url()).pathname);

async function openUntouched(page: Page): Promise<Request[]> {
  const appRequests: Request[] = [];
  page.on("request", (request) => {
    if (isAppCode(request)) appRequests.push(request);
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.waitForLoadState("load");
  await page.locator("html[data-app-on-intent]").waitFor({ state: "attached" });
  return appRequests;
}

// A phone visitor: the first intent is a tap.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const banner = (page: Page) => page.getByRole("region", { name: COOKIE_BANNER.title });
const consentCalls = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((call) => call[0] === "consent"));

test.describe("the landing page before the visitor's first touch", () => {
  // With its service worker, as a visitor has it: it must start without the app, and serve the app offline.
  test.use({ serviceWorkers: "allow" });

  test("is complete without the app: no app code, the cookie banner, and the service worker", async ({ page }) => {
    const appRequests = await openUntouched(page);
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // The worker is what makes the next visit readable offline: it must not wait for the app.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForTimeout(1000);
    expect(appRequests.map((request) => request.url())).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
  });

  test("a tap on the menu button starts the app and opens the drawer", async ({ page }) => {
    const appRequests = await openUntouched(page);
    await page.getByRole("button", { name: "Åbn menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Hovedmenu" })).toBeVisible();
    expect(appRequests.length).toBeGreaterThan(0);
  });

  test("the cookie banner's 'Accepter alle' works without the app", async ({ page }) => {
    const appRequests = await openUntouched(page);
    // A click event only: no pointer or key on the page, so nothing else can start the app.
    await banner(page).getByRole("button", { name: COOKIE_BANNER.acceptAll, exact: true }).dispatchEvent("click");
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as unknown)).toEqual({
      necessary: true,
      functional: true,
      analytical: true,
    });
    expect((await consentCalls(page)).at(-1)).toMatchObject(["consent", "update", { analytics_storage: "granted" }]);
    expect(appRequests).toEqual([]);
    // The choice holds on the next load, and the banner stays away.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(banner(page)).toHaveCount(0);
  });

  test("the cookie banner's 'Tilpas' by keyboard opens the custom view with focus on the first choice", async ({ page }) => {
    await openUntouched(page);
    await banner(page).getByRole("button", { name: COOKIE_BANNER.customize, exact: true }).focus();
    await page.keyboard.press("Enter");
    const functional = banner(page).getByRole("checkbox", { name: COOKIE_CATEGORIES[1]?.label });
    await expect(functional).toBeFocused();
    await expect(functional).not.toBeChecked();
    await expect(banner(page)).toHaveCount(1);
  });

  test("going offline starts the app, which says so", async ({ page, context }) => {
    await openUntouched(page);
    // The first worker takes charge of this page (clientsClaim), so the app's code comes from its cache.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await expect(page.getByTestId("offline-indicator")).toContainText(OFFLINE_TEXT.offline);
    await context.setOffline(false);
  });
});

test.describe("without a service worker", () => {
  // Blocked for every spec by playwright.config.ts; said here too, since it is what this part tests.
  test.use({ serviceWorkers: "block" });

  test("the app whose code could not load offline starts when the connection is back", async ({ page, context }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openUntouched(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Åbn menu" }).tap();
    await page.waitForTimeout(500);
    await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
    await context.setOffline(false);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    // The tap made offline is not lost either.
    await expect(page.getByRole("dialog", { name: "Hovedmenu" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("a press made while the app is still loading", () => {
  test("is held and done once the app has loaded", async ({ page }) => {
    const held = gate();
    await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
      await held.opened;
      await route.continue();
    });
    await openUntouched(page);
    await page.getByRole("button", { name: "Åbn menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Hovedmenu" });
    await page.waitForTimeout(300);
    await expect(drawer).toHaveCount(0);
    held.open();
    await expect(drawer).toBeVisible();
  });

  test("a tap on the contact form (shown disabled until its code is there) brings the live form", async ({ page }) => {
    const contact = contactContent(createSiteIdentity());
    await page.addInitScript(() =>
      localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
    );
    await page.goto("/#contact", { waitUntil: "domcontentloaded" });
    await page.locator("html[data-app-on-intent]").waitFor({ state: "attached" });
    await expect(page.locator("#contact form[aria-busy]")).toBeVisible();
    await page.locator("#contact").getByLabel(contact.fields.name.label, { exact: false }).first().tap({ force: true });
    const name = page.locator("#contact form:not([aria-busy])").getByLabel(contact.fields.name.label, { exact: false }).first();
    await expect(name).toBeEnabled();
    await name.fill("Jonas Intent");
    await expect(name).toHaveValue("Jonas Intent");
  });
});
