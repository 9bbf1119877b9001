import type { ConsoleMessage, Page } from "@playwright/test";

/**
 * Collects the page's console errors, as a visitor's console would show them. Two kinds are left out,
 * being no error of the page's: the browser's own "Failed to load resource" for a request to another
 * host (which resolves to nothing in the tests, playwright.config.ts) or one the test held, and the service worker's registration, which the specs block
 * (playwright.config.ts).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.text().startsWith("Service worker registration failed")) return;
    errors.push(message.text());
  });
  return errors;
}
