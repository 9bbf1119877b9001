// Issue 29: the chat on a phone is a full-screen sheet that gives way to a followed link; the hand-off is a card of
// its own (who has the case and by when, what contact details are for, the incident line when it is urgent); the
// visitor's own address is text; one chat-support request per message, none aborted.
import type { Page } from "@playwright/test";
import { chatHandoffContent } from "#shared/content/chat-handoff.ts";
import { chatWidgetContent } from "#shared/content/chat.ts";
import { createSiteIdentity, telHref } from "#shared/content/site.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { answerCookieBanner } from "./support/visual.ts";
import { expect, test } from "./support/test.ts";

const identity = createSiteIdentity({ productName: process.env.VITE_PRODUCT_NAME, resellerName: process.env.VITE_RESELLER_NAME });
const text = chatWidgetContent(identity);
const handoff = chatHandoffContent(identity);
const timesSaid = (text: string, phrase: string) => text.split(phrase).length - 1;

const launcher = (page: Page) => page.getByRole("button", { name: text.openLabel });
const panel = (page: Page) => page.getByRole("dialog", { name: text.title });
const input = (page: Page) => page.getByPlaceholder(text.placeholder);
const log = (page: Page) => page.getByRole("log", { name: text.logLabel });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(input(page)).toBeFocused();
}

/** Sends a message and waits until its reply is complete; returns the reply. */
async function ask(page: Page, question: string) {
  const before = await log(page).locator('[data-role="assistant"]').count();
  await input(page).fill(question);
  await input(page).press("Enter");
  await expect(page.getByText(text.waiting)).toBeHidden();
  await expect(input(page)).toHaveValue("");
  return log(page).locator('[data-role="assistant"]').nth(before);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(({ page }) => answerCookieBanner(page));
  // Several replies and axe runs each: more than the default 30 s on a busy machine.
  test.slow();

  test("the open chat fills the screen, keeps focus inside, and gives it back to the button", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(panel(page)).toHaveAttribute("aria-modal", "true");
    // Nothing of the page, nor the chat button, is reachable beside it.
    const top = await page.evaluate(() => {
      const hits = [[10, 200], [380, 830], [195, 422]].map(([x, y]) => document.elementFromPoint(x!, y!));
      return hits.every((hit) => hit !== null && document.getElementById("chat-panel")!.contains(hit));
    });
    expect(top).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Tab runs round inside the sheet: never onto the page behind it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.getElementById("chat-panel")!.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.getElementById("chat-panel")!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await openChat(page);
    await panel(page).getByRole("button", { name: text.closeLabel }).tap();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("following a link in a reply closes the sheet and shows the link's target", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    const reply = await ask(page, "Hvad koster Essentials?");
    await reply.getByRole("link", { name: "Se planerne og priserne" }).tap();
    await expect(panel(page)).toBeHidden();
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("a hand-off: a card for the contact request with its purpose and the privacy policy, then one saying who has the case", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    const asked = await ask(page, "Kan jeg tale med en rigtig person?");
    const ask1 = log(page).getByRole("region", { name: handoff.askTitle });
    // Said once (issue 36): the request for contact details and its working day are in the reply or the card, not both.
    await expect(ask1).toBeVisible();
    expect(timesSaid(`${await asked.textContent()} ${await ask1.textContent()}`, "inden for én arbejdsdag")).toBe(1);
    await expect(ask1).toContainText(handoff.privacyBefore);
    await expect(ask1.getByRole("link", { name: handoff.privacyLink })).toHaveAttribute("href", "/privacy");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const confirmed = await ask(page, "Jeg hedder Mette Holm, og min mail er mette@holm-byg.dk");
    const taken = log(page).getByRole("region", { name: handoff.takenTitle });
    await expect(taken).toBeVisible();
    // One hand-off card per hand-off, and the working day is promised once, in the reply or the card.
    await expect(log(page).locator("[data-handoff]")).toHaveCount(2);
    expect(timesSaid(`${await confirmed.textContent()} ${await taken.textContent()}`, "inden for én arbejdsdag")).toBe(1);
    // The visitor's own address is text, not a link to write to themselves.
    await expect(confirmed).toContainText("mette@holm-byg.dk");
    await expect(confirmed.locator('a[href^="mailto:mette"]')).toHaveCount(0);
    // For something urgent it points to the incident line, a phone link.
    await expect(confirmed.locator(`a[href="${telHref(identity.incidentPhone)}"]`)).toHaveCount(1);
    // Kept with the conversation across a reload.
    await page.reload();
    await openChat(page);
    await expect(log(page).getByRole("region", { name: handoff.takenTitle })).toBeVisible();

    // The privacy link gives way like a reply's link.
    await log(page).getByRole("region", { name: handoff.askTitle }).getByRole("link", { name: handoff.privacyLink }).tap();
    await page.waitForURL("**/privacy");
    await expect(panel(page)).toBeHidden();
  });

  test("an attack in progress: the card gives the incident line as a phone link", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    const reply = await ask(page, "Hjælp, vi er blevet hacket og alle filer er låst");
    // The answer's own link to the incident line is a working phone link too, not an emptied one.
    await expect(reply.getByRole("link", { name: identity.incidentPhone })).toHaveAttribute("href", telHref(identity.incidentPhone));
    // A request after the steps is a paragraph of its own, never part of the last bullet.
    await expect(reply.locator("li", { hasText: /ringer vi dig op|Skriv dit navn/ })).toHaveCount(0);
    const urgent = log(page).getByRole("region", { name: handoff.urgentTitle });
    await expect(urgent.getByRole("link", { name: identity.incidentPhone })).toHaveAttribute("href", telHref(identity.incidentPhone));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test("desktop: the chat stays a panel beside the page, and a followed link leaves it open", async ({ page }) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await openChat(page);
  const box = (await panel(page).boundingBox())!;
  expect(box.width).toBe(384);
  expect(box.x).toBeGreaterThan(1000);
  expect(await panel(page).getAttribute("aria-modal")).toBeNull();
  const reply = await ask(page, "Hvad koster Essentials?");
  await reply.getByRole("link", { name: "Se planerne og priserne" }).click();
  await expect(page.locator("#pricing")).toBeInViewport();
  await expect(panel(page)).toBeVisible();
});

test("one chat-support request per message, none aborted", async ({ page }) => {
  test.slow();
  await page.goto("/");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map<string, { method: string; failed: string | null; finished: boolean }>();
  cdp.on("Network.requestWillBeSent", (event) => {
    // The CORS preflight (OPTIONS, once an hour: Access-Control-Max-Age) is the browser's, not a request of ours.
    if (event.request.url.includes("/functions/v1/chat-support") && event.request.method !== "OPTIONS") requests.set(event.requestId, { method: event.request.method, failed: null, finished: false });
  });
  cdp.on("Network.loadingFailed", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.failed = event.errorText;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.finished = true;
  });
  await openChat(page);
  for (const question of ["Hvad koster Essentials?", "Er der nogen binding?", "Hvor lang tid tager opsætningen?"]) await ask(page, question);
  await expect.poll(() => [...requests.values()].filter((request) => request.finished || request.failed).length).toBe(3);
  expect([...requests.values()]).toEqual(Array.from({ length: 3 }, () => ({ method: "POST", failed: null, finished: true })));
});
