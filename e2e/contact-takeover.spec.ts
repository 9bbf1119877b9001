import { expect, holdAppCode, test } from "./support/test.ts";

/**
 * The contact form on / is a placeholder until the app and the form's code are there
 * (contact-form-placeholder.tsx); the live form then replaces it, keeping what was typed and the focus.
 * A phone visitor's first tap may be on any field: each kind of field is tapped first here, before the
 * app has started, and typed in on both sides of the takeover.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const CASES = [
  { kind: "text", id: "contact-name", before: "Jonas", after: " Holm" },
  { kind: "email", id: "contact-email", before: "jonas@", after: "example.dk" },
  { kind: "text (optional)", id: "contact-company", before: "Holm ", after: "ApS" },
  { kind: "textarea", id: "contact-message", before: "Vi er 12\n", after: "ansatte." },
] as const;

test.describe("the contact form taken over by the app while a field has focus", () => {
  test.beforeEach(async ({ page }) => {
    // No cookie banner over the form on a phone.
    await page.addInitScript(() =>
      localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
    );
  });

  for (const field of CASES) {
    test(`the ${field.kind} field tapped first keeps its text, focus and caret`, async ({ page }) => {
      const held = await holdAppCode(page);
      await page.goto("/#contact", { waitUntil: "domcontentloaded" });
      await page.locator("html[data-app-on-intent]").waitFor({ state: "attached" });
      const input = page.locator(`#${field.id}`);
      await input.tap();
      await expect(input).toBeFocused();
      await page.keyboard.type(field.before);
      await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
      await expect(page.locator("#contact form[data-placeholder]")).toHaveCount(1);

      held.open();
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await expect(page.locator("#contact form:not([data-placeholder])")).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "Noget gik galt" })).toHaveCount(0);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue(field.before);
      await page.keyboard.type(field.after);
      await expect(input).toHaveValue(field.before + field.after);
    });
  }

  test("text typed in one field stays when another field has focus at the takeover", async ({ page }) => {
    const held = await holdAppCode(page);
    await page.goto("/#contact", { waitUntil: "domcontentloaded" });
    await page.locator("html[data-app-on-intent]").waitFor({ state: "attached" });
    await page.locator("#contact-name").tap();
    await page.keyboard.type("Jonas Holm");
    await page.locator("#contact-message").tap();
    await page.keyboard.type("Ring gerne");
    await page.locator("#contact-email").tap();
    await page.keyboard.type("jonas@holm.dk");

    held.open();
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await expect(page.locator("#contact form:not([data-placeholder])")).toHaveCount(1);
    await expect(page.locator("#contact-name")).toHaveValue("Jonas Holm");
    await expect(page.locator("#contact-message")).toHaveValue("Ring gerne");
    await expect(page.locator("#contact-email")).toHaveValue("jonas@holm.dk");
    await expect(page.locator("#contact-email")).toBeFocused();
  });
});
