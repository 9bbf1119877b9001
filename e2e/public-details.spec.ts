// Details of the public site from the 2026-11-25 review (issue 24): the chat button on navy and beside
// the cookie banner on a phone, the plans at tablet width, a blog card without a picture, and copy.
import { termsDocument } from "#shared/content/legal/terms.ts";
import { createSiteIdentity, telHref } from "#shared/content/site.ts";
import { answerCookieBanner } from "./support/visual.ts";
import { expect, test } from "./support/test.ts";

test("the chat button carries a white ring, so it stands out on the navy hero and footer", async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto("/");
  const launcher = page.locator("[data-chat-launcher]");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(launcher).toBeVisible();
  // Tailwind's ring is a box-shadow; the button's own fill is the navy of the footer behind it.
  const { shadow, fill, footer } = await launcher.evaluate((button) => ({
    shadow: getComputedStyle(button).boxShadow,
    fill: getComputedStyle(button).backgroundColor,
    footer: getComputedStyle(document.querySelector("footer")!).backgroundColor,
  }));
  expect(fill).toBe(footer);
  expect(shadow).toMatch(/rgb\(255, 255, 255\) 0px 0px 0px 2px/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the chat button steps aside while the cookie banner is open, and comes back after the answer", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    const banner = page.getByTestId("cookie-banner").first();
    const launcher = page.locator("[data-chat-launcher]");
    // Before the app: the static banner.
    await expect(banner).toBeVisible();
    await expect(launcher).toBeHidden();
    // Once the app runs: its own banner.
    await page.goto("/");
    await expect(page.getByTestId("cookie-banner").locator("visible=true")).toHaveCount(1);
    await expect(launcher).toBeHidden();
    await page.getByRole("button", { name: "Kun nødvendige" }).locator("visible=true").first().click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await expect(launcher).toBeVisible();

    // Reopened from the footer: the button steps aside again.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookieindstillinger" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await expect(launcher).toBeHidden();
  });

  test("'Vis alle 19 spørgsmål (13 til)', not 'mere'", async ({ page }) => {
    await answerCookieBanner(page);
    await page.goto("/");
    await expect(page.locator("#why summary")).toContainText(/\(\d+ til\)/);
    await expect(page.locator("#why summary")).not.toContainText("mere)");
  });
});

test("at tablet width (768 px) the three plans sit side by side", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await answerCookieBanner(page);
  await page.goto("/");
  const cards = page.getByTestId("plan-cards").locator("article");
  await expect(cards).toHaveCount(3);
  const boxes = await cards.evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect));
  for (const box of boxes) {
    expect(box.top).toBeCloseTo(boxes[0]!.top, 0);
    expect(box.width).toBeLessThan(768 / 2);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});

test("a blog card without a picture shows the card's art in its place", async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto("/blog");
  const cards = page.getByTestId("blog-card");
  await expect(cards.first()).toBeVisible();
  // Every card has a picture or the art; the demo seed has posts of both kinds.
  for (const card of await cards.all()) {
    expect(await card.locator("img, [data-testid=blog-card-art]").count()).toBe(1);
  }
  const card = page.getByTestId("blog-card").filter({ has: page.getByTestId("blog-card-art") }).first();
  const art = card.getByTestId("blog-card-art");
  await expect(art).toBeVisible();
  const [cardBox, artBox] = [await card.boundingBox(), await art.boundingBox()];
  expect(artBox!.width).toBeCloseTo(cardBox!.width, -1);
  expect(artBox!.height).toBeGreaterThan(100);
  expect(await art.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain("linear-gradient");
});

test("'1264 København K' in the footer never wraps inside", async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await answerCookieBanner(page);
  await page.goto("/");
  const line = page.getByRole("contentinfo").getByText(/Store Kongensgade 40/);
  expect(await line.textContent()).toContain("1264\u00a0København\u00a0K");
});

// Issue 29: the incident line beside the support address, in the terms' own words ('døgnet rundt alle ugens dage').
test("the footer gives the incident phone line as a tel: link beside the support e-mail, before the app too", async ({ page }) => {
  const identity = createSiteIdentity();
  await answerCookieBanner(page);
  await page.goto("/faq", { waitUntil: "domcontentloaded" });
  const footer = page.getByRole("contentinfo");
  const line = footer.getByTestId("incident-line");
  await expect(line).toHaveText(`Akut sikkerhedshændelse: ${identity.incidentPhone} (døgnet rundt alle ugens dage)`);
  await expect(line.getByRole("link", { name: identity.incidentPhone })).toHaveAttribute("href", telHref(identity.incidentPhone));
  await expect(footer.getByRole("link", { name: identity.supportEmail })).toBeVisible();
  // Worded as the terms promise it.
  expect(JSON.stringify(termsDocument(identity, new Date()))).toContain("behandles døgnet rundt alle ugens dage");
});
