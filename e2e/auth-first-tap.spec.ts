import type { Page } from "@playwright/test";
import { startStaticHost, type StaticHost } from "../scripts/static-host.ts";
import { e2eEnv } from "./support/env.ts";
import { collectConsoleErrors } from "./support/console-errors.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { expect, holdAppCode, test } from "./support/test.ts";

/**
 * /auth answers its first taps before the app: the prerendered page holds the sign-in, sign-up and
 * forgot-password views, and a tap on 'Sign Up' or 'Forgot password?' shows its view at once
 * (src/features/auth/auth-view-before-app.ts). The app then starts from the view shown, with what was
 * typed, and hydrates it without an error (no React #418).
 */

// A phone visitor, who has not touched the page yet.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Served as a static host serves it (README "Serving dist/ on a static host"): /auth gets the app shell.
let host: StaticHost;
test.beforeAll(async () => {
  host = await startStaticHost(e2eEnv().distDir, { hostConventions: true });
});
test.afterAll(async () => host.close());

async function openUntouched(page: Page, path = "/auth"): Promise<void> {
  await page.goto(`${host.url}${path}`, { waitUntil: "domcontentloaded" });
  await page.locator("html[data-app-on-intent]").waitFor({ state: "attached" });
}

const appReady = (page: Page) => page.locator("html[data-app-ready]").waitFor({ state: "attached" });

// Signed-out /customer-portal is the same shell, which the app hydrates on /auth?next=%2Fcustomer-portal.
for (const path of ["/auth", "/customer-portal"]) {
  test(`before the app, 'Sign Up' on ${path} shows the sign-up form; the app keeps it and what was typed`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const held = await holdAppCode(page);
    await openUntouched(page, path);
    // One labelled form at a time: the views the page holds but does not show have no labelled fields.
    await expect(page.getByLabel("E-mail")).toHaveCount(1);
    await expect(page.getByLabel("Fulde navn")).toHaveCount(0);

    await page.getByRole("tab", { name: "Sign Up" }).tap();
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Fulde navn")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Fulde navn").fill("Karen Kunde");
    await page.getByLabel("E-mail").fill("karen@example.dk");
    await page.getByLabel("Adgangskode", { exact: true }).fill("hemmelig-1");
    await page.getByLabel("E-mail").evaluate((input) => input.setAttribute("data-static", ""));

    held.open();
    await appReady(page);
    // The same view and fields, hydrated rather than drawn again.
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#signup-email[data-static]")).toHaveCount(1);
    await expect(page.getByLabel("Fulde navn")).toHaveValue("Karen Kunde");
    await expect(page.getByLabel("E-mail")).toHaveValue("karen@example.dk");
    await expect(page.getByLabel("Adgangskode", { exact: true })).toHaveValue("hemmelig-1");
    // The app's form validates what was typed before it (a short password is refused in the form).
    await page.getByLabel("Adgangskode", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Sign Up", exact: true }).tap();
    await expect(page.getByText("Adgangskoden skal være mindst 6 tegn")).toBeVisible();
    // And the tabs are the app's now.
    await page.getByRole("tab", { name: "Sign In" }).tap();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByLabel("Fulde navn")).toHaveCount(0);
    if (path === "/customer-portal") await expect(page.getByTestId("auth-purpose")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("before the app, 'Forgot password?' shows the reset form; the app keeps it and what was typed", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const held = await holdAppCode(page);
  await openUntouched(page);
  await page.getByRole("button", { name: "Glemt adgangskode?" }).tap();
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send link" })).toBeVisible();
  await expect(page.getByRole("tablist")).toBeHidden();
  await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
  await page.getByLabel("E-mail").fill("karen@example.dk");
  // 'Back to sign in' and the way there again answer before the app too.
  await page.getByRole("button", { name: "Tilbage til log ind" }).tap();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Glemt adgangskode?" }).tap();
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("karen@example.dk");
  expect(await seriousAxeViolations(page)).toEqual([]);

  held.open();
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("karen@example.dk");
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await page.getByRole("button", { name: "Tilbage til log ind" }).tap();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
