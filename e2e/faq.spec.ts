import { FAQ_ENTRIES, FAQ_PAGE } from "#shared/content/faq.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { appendHomeSectionStandIns } from "./support/home-sections.ts";
import { whenHydrated } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

test.describe("/faq", () => {
  test("shows the two questions as disclosures that open by mouse and keyboard", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: FAQ_PAGE.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${FAQ_PAGE.title} \\| `));

    const entries = page.getByTestId("faq-entry");
    await expect(entries).toHaveCount(2);
    expect(FAQ_ENTRIES).toHaveLength(2);
    await expect(entries.locator("summary")).toHaveText(FAQ_ENTRIES.map((entry) => entry.question));

    const [setup, cancellation] = FAQ_ENTRIES;
    // Closed at first: the answers are in the page but not shown.
    await expect(page.getByText(setup!.answer[0]!)).toBeHidden();
    await expect(page.getByText(cancellation!.answer[0]!)).toBeHidden();

    await entries.nth(0).locator("summary").click();
    for (const paragraph of setup!.answer) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByText(setup!.answer[0]!)).toContainText("1 time");
    await expect(page.getByText(setup!.answer[0]!)).toContainText("10-15 minutter");

    await entries.nth(1).locator("summary").focus();
    await page.keyboard.press("Enter");
    for (const paragraph of cancellation!.answer) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByText(cancellation!.answer[0]!)).toContainText("+1 måneds varsel");

    await page.keyboard.press("Space");
    await expect(page.getByText(cancellation!.answer[0]!)).toBeHidden();
  });

  test("'Kontakt os' goes to the home page and scrolls to #contact", async ({ page }) => {
    await page.goto("/faq");
    const link = await whenHydrated(page.getByRole("main").getByRole("link", { name: "Kontakt os", exact: true }));
    await appendHomeSectionStandIns(page, ["contact"]);
    await link.click();
    await expect(page).toHaveURL("/#contact");
    await expect(page.locator("#contact").first()).toBeInViewport();
  });

  test("has no serious accessibility violations, closed and open", async ({ page }) => {
    await page.goto("/faq");
    await page.getByTestId("faq-entry").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const summary of await page.locator("summary").all()) await summary.click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
