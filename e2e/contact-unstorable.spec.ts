import { contactContent } from "#shared/content/contact.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { UNSTORABLE_TEXT_MESSAGE } from "#shared/lib/text.ts";
import { expect, test } from "./support/test.ts";

// The contact form and contact-submit share one schema: text the database cannot store (here half an emoji,
// as a broken paste leaves it) gets the same Danish message in the form, before anything is sent.

const contact = contactContent(createSiteIdentity());

test("the contact form refuses half an emoji with the function's Danish message and sends nothing", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
  );
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/functions/v1/contact-submit") calls.push(request.url());
  });
  await page.goto("/#contact");
  const form = page.locator("#contact form:not([data-placeholder])");
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  const field = (label: string) => page.locator("#contact").getByLabel(label, { exact: false }).first();
  await field(contact.fields.name.label).fill("Mette Hansen");
  await field(contact.fields.email.label).fill("mette@firma.dk");
  // A lone high surrogate, set the way a paste would leave it (typing cannot produce one).
  await field(contact.fields.message.label).evaluate((element) => {
    const textarea = element as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setter.call(textarea, `Hej ${"😀"[0]}`);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await page.locator("#contact").getByRole("button", { name: contact.submit }).click();
  await expect(page.getByText(UNSTORABLE_TEXT_MESSAGE)).toBeVisible();
  await expect(field(contact.fields.message.label)).toHaveAttribute("aria-invalid", "true");
  expect(calls).toEqual([]);
});
