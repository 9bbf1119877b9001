/**
 * The phone screenshots for a design note in docs/design/: the sign-in page, the portal of a signed-in
 * customer without a subscription, and the admin's posts list, at 390×844, from the production build on a
 * throwaway stack (the browser tests' setup). `node scripts/design-note-screens.ts before|after`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { publishTestAppEnv, startTestApp } from "../e2e/support/test-app.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const prefix = process.argv[2];
if (prefix !== "before" && prefix !== "after") throw new Error("usage: node scripts/design-note-screens.ts before|after");
const outDir = join(import.meta.dirname, "..", "docs", "design");
mkdirSync(outDir, { recursive: true });

const app = await startTestApp();
publishTestAppEnv(app);
// Loaded after the environment is set: they read it.
const { createUser, signInPage } = await import("../e2e/support/users.ts");

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const shoot = async (name: string, path: string, ready: (page: Page) => Promise<void>, options: { admin?: boolean; signedIn?: boolean } = {}) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "da-DK", timezoneId: "Europe/Copenhagen" });
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
    );
    if (options.signedIn || options.admin) await signInPage(page, await createUser({ admin: options.admin }));
    await page.goto(`${app.baseURL}${path}`);
    await ready(page);
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(outDir, `${prefix}-${name}-phone.png`), fullPage: true, animations: "disabled", caret: "hide" });
    console.log(`${prefix}-${name}-phone.png`);
    await context.close();
  };
  await shoot("auth", "/auth", (page) => page.getByLabel(/e-?mail/i).first().waitFor());
  await shoot("portal", "/customer-portal", (page) => page.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 20_000 }), { signedIn: true });
  await shoot("admin-posts", "/admin/posts", (page) => page.getByText("Synkroniseret").first().waitFor({ timeout: 30_000 }), { admin: true });
} finally {
  await browser.close();
  await app.stop();
}
