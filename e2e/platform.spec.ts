import { PLATFORM_PAGE, PRODUCT_PAGE } from "../src/content/platform.ts";
import { PRODUCTS } from "#shared/content/products.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { appendHomeSectionStandIns } from "./support/home-sections.ts";
import { whenHydrated } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

test.describe("/platform", () => {
  test("shows the title, the dashboard image and six product cards linking to their pages", async ({ page }) => {
    await page.goto("/platform");
    await expect(page.getByRole("heading", { level: 1, name: "Vores Platform" })).toBeVisible();
    await expect(page).toHaveTitle(/^Vores Platform \| /);

    const image = page.getByRole("img", { name: PLATFORM_PAGE.dashboardImageAlt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("src", /^\/images\/platform\/[\w-]+\.svg$/);
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
    // Really loaded from this server, not a broken image.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(PRODUCTS.map((product) => product.name));
    for (const [index, product] of PRODUCTS.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(product.description);
      const readMore = card.getByRole("link", { name: `Læs mere om ${product.name}` });
      await expect(readMore).toHaveAttribute("href", `/platform/${product.slug}`);
      await expect(readMore).toContainText("Læs mere");
    }

    await (await whenHydrated(cards.nth(2).getByRole("link", { name: /^Læs mere/ }))).click();
    await expect(page).toHaveURL(`/platform/${PRODUCTS[2]!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: PRODUCTS[2]!.name })).toBeVisible();
  });

  for (const [label, sectionId] of [
    ["Kontakt os", "contact"],
    ["Se priser", "pricing"],
  ] as const) {
    test(`'${label}' goes to the home page and scrolls to #${sectionId}`, async ({ page }) => {
      await page.goto("/platform");
      const link = page.getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", `/#${sectionId}`);

      await whenHydrated(link);
      await appendHomeSectionStandIns(page, [sectionId]);
      await link.click();

      await expect(page).toHaveURL(`/#${sectionId}`);
      await expect(page.locator(`#${sectionId}`).first()).toBeInViewport();
    });
  }

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/platform");
    await page.getByTestId("product-card").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("/platform/{productSlug}", () => {
  for (const product of PRODUCTS) {
    test(`${product.slug} shows the whole product and no serious accessibility violations`, async ({ page }) => {
      await page.goto(`/platform/${product.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${product.name} \\| `));
      const main = page.getByRole("main");
      await expect(main).toContainText(product.tagline);
      await expect(main).toContainText(product.description);

      const details = page.getByTestId("product-details").locator("p");
      await expect(details).toHaveText([...product.detailedDescription]);

      const features = page.getByTestId("product-feature");
      await expect(features.getByRole("heading", { level: 3 })).toHaveText(product.features.map((feature) => feature.title));
      for (const [index, feature] of product.features.entries()) {
        await expect(features.nth(index)).toContainText(feature.description);
        await expect(features.nth(index).locator(`svg[data-icon="${feature.icon}"]`)).toBeVisible();
      }

      const benefits = page.getByTestId("product-benefit");
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(product.benefits.map((benefit) => benefit.title));
      for (const [index, benefit] of product.benefits.entries()) await expect(benefits.nth(index)).toContainText(benefit.description);

      const useCases = page.getByTestId("product-use-case");
      await expect(useCases.getByRole("heading", { level: 3 })).toHaveText(product.useCases.map((useCase) => useCase.title));
      for (const [index, useCase] of product.useCases.entries()) await expect(useCases.nth(index)).toContainText(useCase.description);

      for (const label of [PRODUCT_PAGE.cta.bookDemo.label, PRODUCT_PAGE.cta.startTrial.label, PRODUCT_PAGE.cta.contactSales.label]) {
        await expect(main.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/#contact");
      }

      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  for (const label of ["Book en Demo", "Start gratis prøveperiode", "Kontakt salg"]) {
    test(`'${label}' goes to the home page's #contact`, async ({ page }) => {
      await page.goto("/platform/email-protection");
      const link = await whenHydrated(page.getByRole("main").getByRole("link", { name: label, exact: true }));
      await appendHomeSectionStandIns(page, ["contact"]);
      await link.click();
      await expect(page).toHaveURL("/#contact");
      await expect(page.locator("#contact").first()).toBeInViewport();
    });
  }

  test("an unknown slug redirects to /404", async ({ page }) => {
    await page.goto("/platform/findes-ikke");
    await expect(page).toHaveURL("/404");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  test("moving to another product scrolls to the top", async ({ page }) => {
    await page.goto("/platform/endpoint");
    await expect(page.getByRole("heading", { level: 1, name: PRODUCTS[0]!.name })).toBeVisible();
    const related = page.getByRole("navigation", { name: "Resten af platformen" });
    await related.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    const next = PRODUCTS.find((product) => product.slug === "network-security")!;
    await (await whenHydrated(related.getByRole("link", { name: new RegExp(`^${next.name}`) }))).click();
    await expect(page).toHaveURL(`/platform/${next.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: next.name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The other five products are offered; the current one is not.
    await expect(related.getByRole("link")).toHaveCount(5);
    await expect(related.getByRole("link", { name: new RegExp(`^${next.name}`) })).toHaveCount(0);
  });
});
