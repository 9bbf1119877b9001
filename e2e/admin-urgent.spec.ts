// Issue 36, the admin area: an attack in progress is urgent everywhere (first, red, its own filter and count, the
// contact details the conversation has, what the visitor was told, the conversation inline); one state name for
// a hand-off in every tab and one way to close it; the posts area says what is true (no draft without an edit, a
// deep link that fetches the post); Chat Historik as cards on a phone with every tab's first item above the fold.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile } from "./support/users.ts";

// One admin for the file, signed in once (support/users.ts); every test still opens a fresh browser.
const asAdmin = adminPerFile();

const marker = `akut${randomUUID().slice(0, 6)}`;
const conversationIds: string[] = [];
const contactIds: string[] = [];
const posts: FixturePost[] = [];

test.afterAll(async () => {
  await sql("delete from public.chat_conversations where id = any($1::uuid[])", [conversationIds]);
  await sql("delete from public.contact_messages where id = any($1::uuid[])", [contactIds]);
  await deletePosts(posts);
});

/**
 * A chat hand-off made `minutesAgo` minutes ago. The urgent one's escalation holds no contact details (as one
 * made before the visitor typed them), while the conversation has the number they typed afterwards.
 */
async function handoff(question: string, options: { urgent: boolean; minutesAgo: number; laterMessage?: string }): Promise<string> {
  const id = randomUUID();
  conversationIds.push(id);
  await sql("insert into public.chat_conversations (id, session_id, created_at) values ($1, $2, now() - make_interval(mins => $3))", [
    id,
    `sess-${marker}-${id.slice(0, 4)}`,
    options.minutesAgo,
  ]);
  await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', $2)", [id, question]);
  await sql(
    "insert into public.chat_escalations (conversation_id, reason, user_message, urgent, created_at) values ($1, 'Bad om en person', $2, $3, now() - make_interval(mins => $4))",
    [id, question, options.urgent, options.minutesAgo],
  );
  if (options.laterMessage) {
    await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', $2)", [id, options.laterMessage]);
    await sql("update public.chat_escalations set contact_phone = null, contact_email = null where conversation_id = $1", [id]);
  }
  return id;
}

async function contact(name: string, message: string): Promise<void> {
  const [row] = await sql<{ id: string }>(
    "insert into public.contact_messages (client_id, name, email, company, message) values ($1, $2, $3, 'Test ApS', $4) returning id",
    [randomUUID(), name, `${marker}@example.dk`, message],
  );
  contactIds.push(row!.id);
}

const leadItems = (page: Page) => page.getByRole("list", { name: "Henvendelser" }).getByRole("listitem");

test("an attack in progress: first and red until 'Løst', its own filter and count, contact and brief, one state in every tab", async ({ page }) => {
  test.setTimeout(120_000);
  // The urgent lead is the oldest; newer ordinary leads must not push it down.
  const urgentId = await handoff(`vi er ramt af ransomware lige nu ${marker}`, { urgent: true, minutesAgo: 90, laterMessage: "Ring på 40 50 60 70" });
  const plainId = await handoff(`Kan jeg tale med en person om ${marker}?`, { urgent: false, minutesAgo: 5 });
  await contact("Nina Nyere", `Tilbud på Essentials ${marker}`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await asAdmin(page);
  await page.goto("/admin/leads");
  const tab = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Henvendelser/ });
  await expect(tab.getByTestId("urgent-leads-count")).toHaveText(/^\d+ akut(te)?$/);
  await page.getByRole("searchbox", { name: "Søg" }).fill(marker);
  await expect(page.getByText("3 henvendelser")).toBeVisible();

  // First, and unmistakable: red with a siren, bold, not the style of 'Afventer'.
  const first = leadItems(page).nth(0).locator("button[aria-expanded]");
  await expect(first).toContainText("ransomware");
  await expect(first).toHaveAttribute("data-urgent", "true");
  await expect(first).toHaveClass(/bg-red-50/);
  const akut = first.locator("[data-urgent=open]");
  await expect(akut).toHaveText("Akut");
  await expect(akut).toHaveClass(/bg-red-700/);
  const state = first.locator("[data-lead-state=new]");
  await expect(state).toHaveText("Afventer");
  expect(await akut.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(await state.evaluate((el) => getComputedStyle(el).backgroundColor));
  for (const index of [1, 2]) await expect(leadItems(page).nth(index).locator("button[aria-expanded]")).not.toHaveAttribute("data-urgent", "true");

  // Its own filter, with the count of open urgent leads.
  const filter = page.getByTestId("urgent-filter");
  await expect(filter).toHaveAttribute("aria-pressed", "false");
  await filter.click();
  await expect(page.getByText("1 henvendelse", { exact: true })).toBeVisible();
  await expect(leadItems(page)).toHaveCount(1);
  await filter.click();
  await expect(page.getByText("3 henvendelser")).toBeVisible();

  // Opened: the brief (attack in progress, the incident line the visitor was given), the number the
  // conversation holds, 'Ring op', and the conversation inline; on a laptop its top is on screen.
  await first.click();
  const lead = page.getByRole("region", { name: /^Henvendelse fra Anonym besøgende/ });
  const brief = lead.getByTestId("urgent-brief");
  await expect(brief).toContainText("Igangværende angreb");
  await expect(brief).toContainText("hændelseslinjen");
  await expect(brief.getByRole("link")).toHaveAttribute("href", /^tel:/);
  await expect(lead).not.toContainText("Ingen kontaktoplysninger");
  await expect(lead).toContainText("40 50 60 70");
  await expect(lead).toContainText("(fra samtalen)");
  await expect(lead.getByRole("link", { name: "Ring op" })).toHaveAttribute("href", /^tel:.*40.*50.*60.*70/);
  await expect(lead.getByTestId("lead-transcript")).toContainText("Ring på 40 50 60 70");
  const box = (await lead.boundingBox())!;
  expect(box.y).toBeLessThan(450);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // One state for the hand-off in every tab: taken on here ('I gang'), it says so in Chat Historik and in its
  // conversation; closed there with the same button ('Markér som løst'), the inbox says 'Løst' and lets it go.
  await lead.getByRole("button", { name: "Tag sagen" }).click();
  await expect(first.locator("[data-lead-state=in_progress]")).toHaveText("I gang");
  await expect(first).toHaveAttribute("data-urgent", "true");

  await page.goto("/admin/chat");
  await page.getByRole("searchbox", { name: "Søg i samtaler" }).fill(marker);
  await expect(page.getByText("2 samtaler")).toBeVisible();
  // First here too while open, although the other hand-off was active more recently.
  const [activity] = await sql<{ older: boolean }>(
    "select (select updated_at from public.chat_conversations where id = $1) < (select updated_at from public.chat_conversations where id = $2) as older",
    [urgentId, plainId],
  );
  expect(activity?.older).toBe(true);
  const rows = page.getByRole("row").filter({ hasText: marker });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("ransomware");
  await expect(rows.nth(1)).toContainText("tale med en person");
  const row = page.getByRole("row").filter({ hasText: "ransomware" });
  await expect(row).toHaveAttribute("data-urgent", "true");
  await expect(row.locator("[data-urgent=open]")).toHaveText("Akut");
  await expect(row.locator("[data-lead-state]")).toHaveText("I gang");
  await expect(page.getByRole("row").filter({ hasText: "tale med en person" }).locator("[data-lead-state]")).toHaveText("Afventer");
  await page.getByRole("combobox", { name: "Status" }).selectOption("urgent");
  await expect(page.getByText("1 samtale", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Se samtale/ }).click();
  const dialog = page.getByRole("dialog");
  const escalation = dialog.getByRole("region", { name: "Akut eskalering" });
  await expect(escalation.locator("[data-lead-state]")).toHaveText("I gang");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Markér som løst" }).click();
  await expect(escalation.locator("[data-lead-state]")).toHaveText("Løst");
  const [closed] = await sql<{ status: string; lead_status: string }>(
    "select c.status, e.lead_status from public.chat_conversations c join public.chat_escalations e on e.conversation_id = c.id where c.id = $1",
    [urgentId],
  );
  expect(closed).toEqual({ status: "closed", lead_status: "done" });
  await page.keyboard.press("Escape");

  await page.goto("/admin/leads");
  await page.getByRole("searchbox", { name: "Søg" }).fill(marker);
  await expect(page.getByText("3 henvendelser")).toBeVisible();
  // Handled, it takes its place by time (the oldest, last) and keeps a quiet 'Akut'.
  const last = leadItems(page).nth(2).locator("button[aria-expanded]");
  await expect(last).toContainText("ransomware");
  await expect(last.locator("[data-lead-state]")).toHaveText("Løst");
  await expect(last.locator("[data-urgent=handled]")).toHaveText("Akut");
  await expect(leadItems(page).nth(0).locator("button[aria-expanded]")).toContainText("Nina Nyere");
});

test("on a phone: Chat Historik is cards with the action on screen, and every tab's first item is above the fold", async ({ page }) => {
  test.setTimeout(120_000);
  // Its own word to search for: the first test's conversations carry `marker` too.
  const phoneMarker = `${marker}phone`;
  await handoff(`vi er blevet hacket ${phoneMarker}`, { urgent: true, minutesAgo: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await asAdmin(page);

  await page.goto("/admin/chat");
  await page.getByRole("searchbox", { name: "Søg i samtaler" }).fill(phoneMarker);
  const cards = page.getByTestId("chat-history-cards").getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = cards.first();
  await expect(card.locator("[data-urgent=open]")).toHaveText("Akut");
  const action = (await card.getByRole("button", { name: /^Se samtale/ }).boundingBox())!;
  expect(action.x + action.width).toBeLessThanOrEqual(390);
  expect(action.y + action.height).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const firstItems: Record<string, () => ReturnType<Page["locator"]>> = {
    "/admin/posts": () => page.getByTestId("admin-post-cards").getByRole("listitem").first(),
    "/admin/testimonials": () => page.getByTestId("admin-testimonial-cards").getByRole("listitem").first(),
    "/admin/chat": () => page.getByTestId("chat-history-cards").getByRole("listitem").first(),
    "/admin/leads": () => leadItems(page).first(),
  };
  for (const [path, item] of Object.entries(firstItems)) {
    await page.goto(path);
    await expect(item()).toBeVisible();
    const top = (await item().boundingBox())!;
    expect(top.y, `${path}: the first item starts at ${top.y}`).toBeLessThan(844 - 60);
  }
});

test("opening a post writes no draft: a reload announces no restored changes; an edit does", async ({ page }) => {
  // Content the editor rewrites in its own markdown form as it loads (bullets, emphasis, a heading).
  const post = await createPost({ name: "no-draft", title: `E2E admin: uden kladde ${marker}`, content: "Første afsnit\n\n* punkt et\n* punkt to\n\n__fed__ tekst\n\nOverskrift\n----------\n\nSidste afsnit." });
  posts.push(post);
  await asAdmin(page);
  await page.goto(`/admin/posts/${post.id}/edit`);
  await expect(page.getByLabel("Title")).toHaveValue(post.title);
  await expect(page.locator(".post-editor-content")).toContainText("Sidste afsnit");
  // State next to 'Update Post': published or not, and when it was last saved.
  const bar = page.getByTestId("post-save-bar");
  await expect(bar.getByTestId("post-save-state")).toContainText("Udgivet");
  await expect(bar.getByRole("button", { name: /^Update Post/ })).toBeVisible();
  await expect(bar.getByLabel("Status")).toHaveValue("published");
  await page.waitForTimeout(500);
  expect(await page.evaluate((id) => localStorage.getItem(`skjold-admin-draft:post:${id}`), post.id)).toBeNull();
  await expect(bar).not.toContainText("ikke-gemte ændringer");

  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue(post.title);
  await expect(page.locator(".post-editor-content")).toContainText("Sidste afsnit");
  await page.waitForTimeout(500);
  await expect(page.getByText("Ikke-gemte ændringer fra sidst er gendannet")).toHaveCount(0);

  // A real edit is kept and announced.
  await page.getByLabel("Title").fill(`${post.title} (rettet)`);
  await expect(bar).toContainText("ikke-gemte ændringer");
  await page.reload();
  await expect(page.getByText("Ikke-gemte ændringer fra sidst er gendannet")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(`${post.title} (rettet)`);
  await page.getByRole("button", { name: "Kassér kladden" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a deep link to the editor in a fresh browser shows the post (fetched, not 'Post not found')", async ({ page }) => {
  const post = await createPost({ name: "deep-link", title: `E2E admin: dybt link ${marker}` });
  posts.push(post);
  await asAdmin(page);
  // A fresh context: nothing of the admin store is in this browser yet.
  await page.goto(`/admin/posts/${post.id}/edit`);
  await expect(page.getByLabel("Title")).toHaveValue(post.title);
  await expect(page).toHaveURL(new RegExp(`/admin/posts/${post.id}/edit$`));
  await expect(page.getByText("Post not found")).toHaveCount(0);
});

test("the posts list sorts by the date it shows", async ({ page }) => {
  await asAdmin(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/posts");
  await expect(page.getByTestId("posts-sort-note")).toContainText("oprettelsesdato");
  const dates = await page.getByRole("row").locator("td:nth-child(5)").allTextContents();
  const parsed = dates.map((text) => {
    const [, d, m, y, h, min] = /(\d{2})\.(\d{2})\.(\d{4}), (\d{2})\.(\d{2})/.exec(text)!;
    return `${y}${m}${d}${h}${min}`;
  });
  expect(parsed.length).toBeGreaterThan(1);
  expect([...parsed].sort().reverse()).toEqual(parsed);
});
