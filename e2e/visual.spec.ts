import { answerCookieBanner, DESIGN_PAGES, DESIGN_VIEWPORTS, dynamicParts } from "./support/visual.ts";
import { expect, test } from "./support/test.ts";

/*
 * Screenshot baselines of the public pages at 1440×900 and 390×844 (issue 11), in e2e/visual.spec.ts-snapshots/.
 * They are taken with this machine's Debian Chromium, which CI uses too. After a deliberate design change:
 *   npm run test:e2e -- e2e/visual.spec.ts --update-snapshots
 * A 2% pixel tolerance absorbs anti-aliasing; dynamic parts are masked (support/visual.ts).
 */

for (const viewport of DESIGN_VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, path } of DESIGN_PAGES) {
      test(`${name} looks as designed`, async ({ page }) => {
        test.setTimeout(60_000);
        await answerCookieBanner(page);
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        // Every picture in the page has arrived (lazy ones are loaded by scrolling through).
        await page.evaluate(async () => {
          for (const image of document.images) image.loading = "eager";
          await Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
          await document.fonts.ready;
        });
        await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          mask: dynamicParts(page),
          maxDiffPixelRatio: 0.02,
        });
      });
    }
  });
}

test("a blog card whose picture cannot load shows the card's art, not a broken-image icon", async ({ page }) => {
  await answerCookieBanner(page);
  await page.route("**/images/blog/**", (route) => route.abort("internetdisconnected"));
  await page.goto("/blog");
  const picture = page.getByTestId("blog-card").first().locator("img");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  await expect(picture).toHaveScreenshot("blog-card-picture-offline.png", { animations: "disabled", maxDiffPixelRatio: 0.02 });
});
