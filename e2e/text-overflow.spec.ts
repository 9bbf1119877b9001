import type { Page } from "@playwright/test";
import { answerCookieBanner, DESIGN_PAGES } from "./support/visual.ts";
import { expect, test } from "./support/test.ts";

/**
 * No text is cut off or runs out of its box (issue 11: "Opret konto og b"). For every element that
 * holds text directly, its content may not be wider than its box by more than a pixel, unless it is
 * meant to scroll (overflow auto/scroll, e.g. a wide table) or sits inside something that does, or is
 * visually hidden (sr-only). The page itself may not scroll sideways either.
 */
const WIDTHS = [320, 390, 1440];

async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const found: string[] = [];
    const scrolls = (element: Element) => /(auto|scroll)/.test(getComputedStyle(element).overflowX);
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrolls(parent)) return true;
      return false;
    };
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (!ownText || element.clientWidth === 0) continue;
      if (element.closest(".sr-only") || scrolls(element) || insideScroller(element)) continue;
      if (element.scrollWidth > element.clientWidth + TOLERANCE) {
        const text = element.textContent!.trim().replace(/\s+/g, " ").slice(0, 60);
        found.push(`<${element.tagName.toLowerCase()}> "${text}" ${element.scrollWidth}px in ${element.clientWidth}px`);
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + TOLERANCE) found.push(`the page scrolls sideways: ${root.scrollWidth}px in ${root.clientWidth}px`);
    return found;
  });
}

for (const width of WIDTHS) {
  test(`no text overflows its box at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await answerCookieBanner(page);
    for (const { path } of DESIGN_PAGES) {
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      expect(await overflowingText(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}

test("the check finds text that is cut off", async ({ page }) => {
  await page.goto("/404");
  await page.evaluate(() => {
    const cut = document.createElement("p");
    cut.textContent = "Opret konto og betal";
    cut.style.cssText = "width: 60px; overflow: hidden; white-space: nowrap";
    document.querySelector("main, body")!.append(cut);
  });
  expect(await overflowingText(page)).toEqual([expect.stringContaining('"Opret konto og betal"')]);
});
