import type { Page } from "@playwright/test";
import { authStorageKey } from "../src/features/auth/auth-storage.ts";
import { e2eEnv } from "./support/env.ts";
import { createUser, signInPage } from "./support/users.ts";
import { expect, holdAppCode, showIntent, test } from "./support/test.ts";

/**
 * A signed-in customer sees 'Portal' and 'Sign Out' from the first paint of a prerendered page, before
 * the app has started (src/features/auth/session-mark.ts): these specs hold the app's code back and
 * never show intent until they mean to.
 */

/** The page half a second after it was asked for, without intent. */
async function openUntouched(page: Page, path: string): Promise<void> {
  const asked = Date.now();
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(Math.max(0, 500 - (Date.now() - asked)));
}

const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), authStorageKey(e2eEnv().apiUrl));

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of ["/", "/faq"]) {
    test(`${path} at 0.5 s with a stored session and no intent shows Portal and Sign Out`, async ({ page }) => {
      await signInPage(page, await createUser());
      const held = await holdAppCode(page);
      await openUntouched(page, path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Portal" })).toBeVisible({ timeout: 1 });
      await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible({ timeout: 1 });
      await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0, { timeout: 1 });
      await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
      held.open();
    });
  }

  test("a session that still owes its authenticator code shows Sign In at 0.5 s, as the app will", async ({ page }) => {
    await signInPage(page, await createUser({ totp: true }));
    const held = await holdAppCode(page);
    await openUntouched(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 1 });
    await expect(header.getByRole("link", { name: "Portal" })).toHaveCount(0, { timeout: 1 });
    held.open();
  });

  test("signed out, the page at 0.5 s shows Sign In only", async ({ page }) => {
    const held = await holdAppCode(page);
    await openUntouched(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 1 });
    await expect(header.getByRole("link", { name: "Portal" })).toHaveCount(0, { timeout: 1 });
    await expect(header.getByRole("button", { name: "Sign Out" })).toHaveCount(0, { timeout: 1 });
    held.open();
  });

  test("'Sign Out' pressed before the app is done once the app runs: signed out, and the header says so", async ({ page }) => {
    await signInPage(page, await createUser());
    const held = await holdAppCode(page);
    await openUntouched(page, "/faq");
    const header = page.getByRole("banner");
    const logout = page.waitForRequest((request) => new URL(request.url()).pathname === "/auth/v1/logout");
    await header.getByRole("button", { name: "Sign Out" }).click();
    held.open();
    await logout;
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Portal" })).toHaveCount(0);
    await expect(page.getByText("Signed out")).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await expect(page.locator("html")).not.toHaveAttribute("data-signed-in", "");
  });

  test("'Portal' pressed before the app opens the portal, signed in", async ({ page }) => {
    await signInPage(page, await createUser());
    await holdAppCode(page);
    await openUntouched(page, "/");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.getByRole("banner").getByRole("link", { name: "Portal" }).click();
    await expect(page).toHaveURL(/\/customer-portal$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the drawer opened before the app shows Portal and Sign Out to a signed-in visitor", async ({ page }) => {
    await signInPage(page, await createUser());
    const held = await holdAppCode(page);
    await openUntouched(page, "/");
    await page.getByRole("button", { name: "Åbn menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Hovedmenu" });
    await expect(drawer.getByRole("link", { name: "Portal" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    held.open();
  });

  // Issue 29: the signed-in state shows in the bar itself, not only at the bottom of the drawer.
  test("a signed-in visitor sees 'Portal' in the header bar at 0.5 s, before the app; signed out, it is not there", async ({ page }) => {
    await signInPage(page, await createUser());
    const held = await holdAppCode(page);
    await openUntouched(page, "/faq");
    const bar = page.getByRole("banner");
    const portal = bar.getByRole("link", { name: "Portal" });
    await expect(portal).toBeVisible({ timeout: 1 });
    const box = (await portal.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(64);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);
    held.open();
    // Once the app runs it stays, and leads to the portal.
    await showIntent(page);
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await portal.tap();
    await expect(page).toHaveURL(/\/customer-portal$/);
  });

  test("signed out, the phone's header bar has no 'Portal'", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("banner").getByRole("link", { name: "Portal" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Åbn menu" })).toBeVisible();
  });
});
