import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { CONTACT_LIMIT_MESSAGES, CONTACT_LIMITS } from "#shared/content/contact-form.ts";
import { contactContent } from "#shared/content/contact.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { axeBuilder } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { expect, test } from "./support/test.ts";

// Only the errors' wording is used here, and none of it depends on the configured names.
const contact = contactContent(createSiteIdentity());
const FUNCTION_PATH = "/functions/v1/contact-submit";
const isSubmit = (url: URL) => url.pathname === FUNCTION_PATH;

test.beforeEach(async ({ page }) => {
  // A choice is already made, so the cookie banner stays out of these tests.
  await page.addInitScript(() =>
    localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
  );
});

/** Opens / at the contact section and waits until the live form (not its placeholder) is there. */
async function openForm(page: Page) {
  await page.goto("/#contact");
  const form = page.locator("#contact form:not([data-placeholder])");
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  return form;
}

const field = (page: Page, label: string) => page.locator("#contact").getByLabel(label, { exact: false }).first();
const submitButton = (page: Page) => page.locator("#contact").getByRole("button", { name: contact.submit });
const status = (page: Page) => page.locator("#contact").getByRole("status");

async function fill(page: Page, values: { name?: string; email?: string; company?: string; message?: string }) {
  const { fields } = contact;
  if (values.name !== undefined) await field(page, fields.name.label).fill(values.name);
  if (values.email !== undefined) await field(page, fields.email.label).fill(values.email);
  if (values.company !== undefined) await field(page, fields.company.label).fill(values.company);
  if (values.message !== undefined) await field(page, fields.message.label).fill(values.message);
}

function visitor() {
  const id = randomUUID().slice(0, 8);
  return { name: `Mette Hansen ${id}`, email: `e2e-${id}@firma.dk`, company: "Hansen & Co ApS", message: "Vi vil gerne se en demo." };
}

const storedFor = (email: string) =>
  sql<{ name: string; email: string; company: string | null; message: string | null }>(
    "select name, email, company, message from public.contact_messages where email = $1",
    [email],
  );
const outbox = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("contactOutbox") ?? "[]") as Array<{ email: string }>);

test.describe("contact form", () => {
  test("validates in Danish before sending anything", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (isSubmit(new URL(request.url()))) calls.push(request.url());
    });
    await openForm(page);
    const { fields, errors } = contact;

    await submitButton(page).click();
    await expect(page.getByText(errors.nameRequired)).toBeVisible();
    await expect(page.getByText(errors.emailRequired)).toBeVisible();
    await expect(field(page, fields.name.label)).toBeFocused();
    await expect(field(page, fields.name.label)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, fields.email.label)).toHaveAttribute("type", "email");

    await fill(page, { name: "Mette", email: "mette.firma.dk" });
    await submitButton(page).click();
    await expect(page.getByText(errors.nameRequired)).toHaveCount(0);
    await expect(page.getByText(errors.emailInvalid)).toBeVisible();

    await fill(page, { email: "mette@firma.dk", message: "x".repeat(CONTACT_LIMITS.message + 1) });
    await submitButton(page).click();
    await expect(page.getByText(CONTACT_LIMIT_MESSAGES.messageTooLong)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("an online submission is stored and confirmed in Danish, and the form is cleared", async ({ page }) => {
    const sender = visitor();
    await openForm(page);
    await fill(page, sender);
    await submitButton(page).click();
    await expect(status(page)).toContainText(contact.success.title);
    await expect(status(page)).toContainText(contact.success.text);
    expect(await storedFor(sender.email)).toEqual([sender]);
    // The confirmation takes the form's place; a new message starts from an empty form.
    await expect(submitButton(page)).toHaveCount(0);
    await page.locator("#contact").getByRole("button", { name: contact.newMessage }).click();
    await expect(field(page, contact.fields.name.label)).toHaveValue("");
    await expect(field(page, contact.fields.name.label)).toBeFocused();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the confirmation replaces the form, in view and clear of the chat button", async ({ page }) => {
      const sender = visitor();
      await openForm(page);
      await fill(page, sender);
      await submitButton(page).tap();
      const confirmation = page.getByTestId("contact-confirmation");
      await expect(status(page)).toContainText(contact.success.title);
      await expect(field(page, contact.fields.name.label)).toHaveCount(0);
      await expect(confirmation).toBeInViewport({ ratio: 1 });
      await expect(status(page)).toBeFocused();
      // The chat button (bottom right) does not cover the confirmation's text.
      await expect
        .poll(async () => {
          const text = (await status(page).boundingBox())!;
          const chat = (await page.locator("[data-chat-launcher]").boundingBox())!;
          return text.y + text.height <= chat.y || chat.y + chat.height <= text.y;
        })
        .toBe(true);
      expect(await axeBuilder(page).include("#contact").withTags(["wcag2a", "wcag2aa"]).analyze().then((r) => r.violations.filter((v) => v.impact === "serious" || v.impact === "critical"))).toEqual([]);
      expect(await storedFor(sender.email)).toEqual([sender]);
    });
  });

  test("a failed send keeps what was typed and says why (rate limit, server error)", async ({ page }) => {
    const sender = visitor();
    await openForm(page);
    await fill(page, sender);

    await page.route(isSubmit, (route) => route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "x" }) }));
    await submitButton(page).click();
    await expect(page.locator("#contact").getByText(contact.errors.tooManyRequests)).toBeVisible();
    await expect(field(page, contact.fields.message.label)).toHaveValue(sender.message);

    await page.unroute(isSubmit);
    await page.route(isSubmit, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await submitButton(page).click();
    await expect(page.locator("#contact").getByText(contact.errors.sendFailed)).toBeVisible();
    await expect(field(page, contact.fields.email.label)).toHaveValue(sender.email);
    expect(await outbox(page)).toEqual([]);
    expect(await storedFor(sender.email)).toEqual([]);
  });

  test("offline, the message is queued and sent once when the connection returns", async ({ page, context }) => {
    const sender = visitor();
    await openForm(page);
    await context.setOffline(true);
    await fill(page, sender);
    await submitButton(page).click();
    await expect(status(page)).toContainText(contact.queuedOffline.title);
    await expect(status(page)).toContainText(contact.queuedOffline.text);
    expect((await outbox(page)).map((item) => item.email)).toEqual([sender.email]);
    expect(await storedFor(sender.email)).toEqual([]);

    await context.setOffline(false);
    await expect(status(page)).toContainText(contact.queuedSent.title);
    expect(await storedFor(sender.email)).toEqual([sender]);
    expect(await outbox(page)).toEqual([]);
  });

  test("a queued message survives reloads and is sent exactly once on the next load that can reach the server", async ({ page }) => {
    const sender = visitor();
    // The server is unreachable while the browser still thinks it is online: the fetch fails on the network.
    await page.route(isSubmit, (route) => route.abort("internetdisconnected"));
    await openForm(page);
    await fill(page, sender);
    await submitButton(page).click();
    await expect(status(page)).toContainText(contact.queuedOffline.title);

    // Still unreachable: the load's attempt fails too, and the message stays queued (and says so).
    await page.reload();
    await openForm(page);
    await expect(status(page)).toContainText(contact.queuedOffline.title);
    expect((await outbox(page)).map((item) => item.email)).toEqual([sender.email]);
    expect(await storedFor(sender.email)).toEqual([]);

    await page.unroute(isSubmit);
    const sends: string[] = [];
    page.on("request", (request) => {
      if (isSubmit(new URL(request.url())) && request.method() === "POST") sends.push(request.url());
    });
    await page.reload();
    await expect.poll(() => storedFor(sender.email)).toEqual([sender]);
    await expect.poll(() => outbox(page)).toEqual([]);
    await page.reload();
    await openForm(page);
    expect(await storedFor(sender.email)).toHaveLength(1);
    expect(sends).toHaveLength(1);
  });

  test("has no serious accessibility violations, with errors shown", async ({ page }) => {
    await openForm(page);
    await submitButton(page).click();
    await expect(page.getByText(contact.errors.nameRequired)).toBeVisible();
    // Judge the resting look: not the button under the pointer, not a colour mid-transition.
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const results = await axeBuilder(page).include("#contact").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
    expect(serious).toEqual([]);
  });
});
