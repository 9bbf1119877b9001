/**
 * The chat's screenshots for the design note in docs/design/ (issue 29): the open chat after a hand-off with
 * contact details, on a 390×844 phone (2× pixels, as the review's) and at 1440×900, from the production build on a
 * throwaway stack (the browser tests' setup). `node scripts/design-note-chat-screens.ts before|after`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chatWidgetContent } from "#shared/content/chat.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { publishTestAppEnv, startTestApp } from "../e2e/support/test-app.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const prefix = process.argv[2];
if (prefix !== "before" && prefix !== "after") throw new Error("usage: node scripts/design-note-chat-screens.ts before|after");
const outDir = join(import.meta.dirname, "..", "docs", "design");
mkdirSync(outDir, { recursive: true });
const text = chatWidgetContent(createSiteIdentity());

const app = await startTestApp();
publishTestAppEnv(app);

async function ask(page: Page, question: string) {
  const input = page.getByPlaceholder(text.placeholder);
  await input.fill(question);
  await input.press("Enter");
  await page.getByText(text.waiting).waitFor({ state: "hidden" });
  await page.waitForFunction(() => !document.querySelector("#chat-panel [data-chat-spinner]"));
  await page.waitForTimeout(800);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const viewports = [
    { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    { name: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  ];
  for (const { name, ...options } of viewports) {
    const context = await browser.newContext({ ...options, locale: "da-DK", timezoneId: "Europe/Copenhagen" });
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
    );
    await page.goto(app.baseURL);
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
    await page.getByRole("button", { name: text.openLabel }).click();
    await page.getByPlaceholder(text.placeholder).waitFor();
    await ask(page, "Kan jeg tale med en rigtig person?");
    await page.screenshot({ path: join(outDir, `${prefix}-chat-handoff-ask-${name}.png`), animations: "disabled", caret: "hide" });
    await ask(page, "Mette Holm, mette@holm-byg.dk");
    await page.screenshot({ path: join(outDir, `${prefix}-chat-handoff-${name}.png`), animations: "disabled", caret: "hide" });
    console.log(`${prefix}-chat-handoff-ask-${name}.png, ${prefix}-chat-handoff-${name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
