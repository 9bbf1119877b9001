// Issue 29: /databehandleraftale was 420 px wide on 320–390 px phones (its one-word heading at 36 px), so the
// page scrolled sideways and the cookie banner, laid out on the widened page, put 'Kun nødvendige' out of reach.
// Every prerendered public page, on a phone that widens its layout to the content as real phones do (isMobile):
// no sideways scroll, and every button of the cookie banner a first visitor sees is on screen and tappable.
import type { Page } from "@playwright/test";
import { STATIC_ROUTES, NOT_FOUND_ROUTE } from "../scripts/prerender/routes.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { DESIGN_PAGES } from "./support/visual.ts";
import { expect, test } from "./support/test.ts";

const POST = DESIGN_PAGES.find((page) => page.name === "post")!.path;
const ROUTES = [...STATIC_ROUTES, POST, NOT_FOUND_ROUTE];
const BANNER_BUTTONS = ["Accepter alle", "Tilpas", "Kun nødvendige"];

/** How wide the page is laid out, and the deepest elements that reach past the phone's width (for the message). */
async function pageWidth(page: Page, width: number): Promise<{ laidOut: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (culprits.length >= 3 || element.closest("[popover], dialog, .sr-only")) continue;
      const box = element.getBoundingClientRect();
      const inScroller = (() => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) return true;
        return false;
      })();
      if (box.width > 0 && box.right > width + 1 && !inScroller && element.children.length === 0) {
        culprits.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}" to ${Math.round(box.right)} px`);
      }
    }
    return { laidOut: Math.max(document.documentElement.scrollWidth, window.innerWidth), culprits };
  }, width);
}

/** The app's banner, once it has taken the static copy's place (the copy is measured by the same CSS). */
async function appBanner(page: Page) {
  await expect(page.locator("#cookie-banner-static")).toHaveCount(0);
  return page.getByTestId("cookie-banner").locator("visible=true");
}

/** A button's centre is on screen and a tap there lands on the button itself, not on something over it. */
async function tappable(page: Page, name: string, width: number): Promise<string | null> {
  const button = (await appBanner(page)).getByRole("button", { name, exact: true });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  if (box.x < 0 || box.x + box.width > width) return `'${name}' reaches ${Math.round(box.x + box.width)} px`;
  const hit = await button.evaluate((element, [x, y]) => {
    const top = document.elementFromPoint(x!, y!);
    return top !== null && (top === element || element.contains(top));
  }, [box.x + box.width / 2, box.y + box.height / 2]);
  return hit ? null : `'${name}' is covered`;
}

for (const width of [320, 390]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test("no public page scrolls sideways, and the cookie banner's buttons can be tapped", async ({ page }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await page.locator("h1").first().waitFor();
        const { laidOut, culprits } = await pageWidth(page, width);
        if (laidOut > width) problems.push(`${route}: laid out ${laidOut} px wide (${culprits.join("; ")})`);
        for (const name of BANNER_BUTTONS) {
          const problem = await tappable(page, name, width);
          if (problem) problems.push(`${route}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });

    test("/databehandleraftale: the whole heading shows and 'Kun nødvendige' answers the banner", async ({ page }) => {
      test.slow();
      await page.goto("/databehandleraftale");
      const heading = page.getByRole("heading", { level: 1, name: "Databehandleraftale" });
      const box = (await heading.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await (await appBanner(page)).getByRole("button", { name: "Kun nødvendige", exact: true }).tap();
      await expect(page.getByTestId("cookie-banner").locator("visible=true")).toHaveCount(0);
    });
  });
}
