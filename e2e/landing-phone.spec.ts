import { PLANS } from "#shared/content/plans.ts";
import { INCIDENT_HOURS, SUPPORT_PROMISE, SUPPORT_PROMISE_TEXT } from "#shared/content/support.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import { answerCookieBanner } from "./support/visual.ts";

/**
 * Issue 36: the landing page on a phone. The plans stack (no sideways pricing), the remaining swiping rows say
 * where you are ("2 af 6"), and the chat button never covers a call to action. And one promise about support,
 * in the same words, in the contact section (with the footer's incident line), the portal's copy and the terms.
 */

const PHONE = { width: 390, height: 844 };
const identity = createSiteIdentity();

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  test.beforeEach(({ page }) => answerCookieBanner(page));

  test("the three plans stack: one column, the same x, each below the one before, the most popular marked", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("plan-cards").locator("article");
    await expect(cards).toHaveCount(PLANS.length);
    await cards.first().scrollIntoViewIfNeeded();
    const boxes = await cards.evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect));
    for (const [index, box] of boxes.entries()) {
      expect(box.x).toBeCloseTo(boxes[0]!.x, 0);
      expect(box.width).toBeGreaterThan(PHONE.width * 0.8);
      if (index > 0) expect(box.y).toBeGreaterThan(boxes[index - 1]!.y + boxes[index - 1]!.height - 1);
    }
    const popular = PLANS.find((plan) => plan.popular)!;
    await expect(page.getByTestId(`plan-${popular.id}`)).toContainText("Mest populær");
    // The pricing no longer scrolls sideways.
    expect(await page.getByTestId("plan-cards").evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
  });

  test("a swiping row says where you are, before the app too, and follows the swipe", async ({ page }) => {
    await page.goto("/");
    const row = page.locator("[data-carousel=services]");
    const position = page.locator("[data-carousel-position=services]");
    await row.scrollIntoViewIfNeeded();
    const count = await row.locator(":scope > li").count();
    await expect(position).toBeVisible();
    await expect(position).toContainText(`1 af ${count}`);
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    await expect(position).toContainText(`${count} af ${count}`);
    await row.evaluate((element) => {
      const second = element.children[1] as HTMLElement;
      element.scrollTo({ left: second.offsetLeft - (element.clientWidth - second.offsetWidth) / 2, behavior: "instant" });
    });
    await expect(position).toContainText(`2 af ${count}`);
  });

  test("the chat button steps aside while a plan's 'Start i dag' lies under it, and comes back after", async ({ page }) => {
    await page.goto("/");
    const launcher = page.locator("[data-chat-launcher]");
    await expect(launcher).toBeVisible();
    const start = page.getByTestId("plan-essentials").getByRole("link", { name: /Start i dag/ });
    // Bring the button's row to the bottom corner, right where the chat button sits.
    await start.evaluate((link) => {
      const box = link.getBoundingClientRect();
      window.scrollBy({ top: box.bottom - (window.innerHeight - 24), behavior: "instant" });
    });
    await expect(launcher).toHaveAttribute("data-yield", "");
    await expect(launcher).toHaveCSS("opacity", "0");
    await expect(launcher).toHaveCSS("pointer-events", "none");
    await page.evaluate(() => window.scrollBy({ top: -300, behavior: "instant" }));
    await expect(launcher).not.toHaveAttribute("data-yield", "");
    await expect(launcher).toHaveCSS("opacity", "1");
  });

  test("the landing page is axe clean with the stacked plans and the position dots", async ({ page }) => {
    await page.goto("/");
    await page.locator("#pricing").scrollIntoViewIfNeeded();
    await page.locator("#about").scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test("the contact section shows the incident line the footer has, and one support promise everywhere", async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto("/");
  const incident = page.getByTestId("contact-incident");
  await incident.scrollIntoViewIfNeeded();
  await expect(incident).toContainText(identity.incidentPhone);
  await expect(incident).toContainText(INCIDENT_HOURS);
  await expect(incident.getByRole("link", { name: identity.incidentPhone })).toHaveAttribute("href", /^tel:\+45/);
  await expect(page.getByTestId("incident-line")).toContainText(INCIDENT_HOURS);
  await expect(page.locator("#contact")).toContainText(SUPPORT_PROMISE.other);
  await expect(page.locator("#why")).toContainText(SUPPORT_PROMISE_TEXT);
  // The terms say the same words.
  await page.goto("/terms");
  await expect(page.locator("main")).toContainText(SUPPORT_PROMISE_TEXT);
  // The chat's header says what answers and when a person does.
  await page.goto("/faq");
  await page.locator("[data-chat-launcher]").click();
  await expect(page.getByTestId("chat-subtitle")).toHaveText("AI-assistent · en medarbejder svarer inden for én arbejdsdag");
});

test("on /auth, a failed sign-in is said in Danish above the fields; the page is axe clean", async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(`ingen-${Date.now()}@example.dk`);
  await page.getByLabel("Adgangskode", { exact: true }).fill("forkert-kode");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const alert = page.getByTestId("auth-alert");
  await expect(alert).toHaveText("E-mail eller adgangskode er forkert. Prøv igen, eller nulstil din adgangskode.");
  // Above the fields, not down by the footer.
  const alertBox = (await alert.boundingBox())!;
  const fieldBox = (await page.getByLabel("E-mail").boundingBox())!;
  expect(alertBox.y).toBeLessThan(fieldBox.y);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a post ends with a way on: the plans and a demo, not the footer", async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto("/blog/trusselsbilledet-for-smaa-virksomheder-2026");
  const cta = page.getByTestId("post-cta");
  await cta.scrollIntoViewIfNeeded();
  await expect(cta.getByRole("heading", { level: 2 })).toBeVisible();
  await cta.getByRole("link", { name: "Se planer og priser" }).click();
  await expect(page).toHaveURL(/\/(#pricing)?$/);
  await expect(page.locator("#pricing")).toBeInViewport();
});
