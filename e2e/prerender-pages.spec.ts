import { FAQ_PAGE } from "#shared/content/faq.ts";
import { heroContent } from "../src/content/landing.ts";
import { CORO_TERMS } from "#shared/content/legal/coro-terms.ts";
import { PLATFORM_PAGE } from "../src/content/platform.ts";
import { PRODUCTS } from "#shared/content/products.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { expectHead } from "./support/head.ts";
import { expect, test } from "./support/test.ts";

/**
 * The production build's pages as crawlers and visitors without JavaScript get them: the HTML files written at
 * build time (scripts/prerender.ts), read with JavaScript off. Only what the build wrote is read here, nothing
 * the other specs change in the database, so these run beside the serial specs (e2e/support/parallel-specs.ts);
 * the prerendered lists of posts and references, which are compared with the database, are in prerender.spec.ts.
 */

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  const identity = DEFAULT_SITE_IDENTITY;
  const pages: Array<{ path: string; heading: string; lang?: string }> = [
    { path: "/", heading: heroContent(identity).headline },
    { path: "/platform", heading: PLATFORM_PAGE.title },
    ...PRODUCTS.map((product) => ({ path: `/platform/${product.slug}`, heading: product.name })),
    { path: "/faq", heading: FAQ_PAGE.title },
    { path: "/terms", heading: "Vilkår og betingelser" },
    { path: "/privacy", heading: "Privatlivspolitik" },
    { path: "/coro-terms", heading: CORO_TERMS.title, lang: "en" },
    { path: "/blog", heading: "All Articles" },
    { path: "/404", heading: "404" },
  ];

  for (const { path, heading, lang } of pages) {
    test(`${path} is complete HTML with its head`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first()).toContainText(heading);
      await expect(page.locator("html")).toHaveAttribute("lang", lang ?? "da");
      await expectHead(page, path);
    });
  }

  test("the contact form's name and e-mail are required, the e-mail typed as such", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#contact-name")).toHaveAttribute("required", "");
    await expect(page.locator("#contact-email")).toHaveAttribute("required", "");
    await expect(page.locator("#contact-email")).toHaveAttribute("type", "email");
    await expect(page.locator("#contact-company")).not.toHaveAttribute("required");
    await expect(page.locator("#contact-message")).not.toHaveAttribute("required");
  });

  test("the 404 page is kept out of search results", async ({ page }) => {
    await page.goto("/404");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
