// The admin on a phone and the post editor as the post page (issue 29): every tab's page fits 320 and 390 px
// with the active tab on screen; the editor's content has the post page's typography (headings larger than
// text, list markers, footnotes, tables that scroll instead of breaking words) at desktop and phone, and its
// toolbar is on screen.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile } from "./support/users.ts";

// One admin for the file, signed in once (support/users.ts); every test still opens a fresh browser.
const asAdmin = adminPerFile();

const fixtures: FixturePost[] = [];
test.afterAll(async () => deletePosts(fixtures));

const TABS = [
  { label: "Blog Posts", path: "/admin/posts" },
  { label: "Referencer", path: "/admin/testimonials" },
  { label: "Chat Historik", path: "/admin/chat" },
  { label: "Henvendelser", path: "/admin/leads" },
];

const overflowsRight = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function expectInViewport(page: Page, box: { x: number; y: number; width: number; height: number } | null): Promise<void> {
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

for (const width of [320, 390]) {
  test(`every admin tab at ${width} px: the active tab on screen, no sideways scrolling, axe-clean`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 760 });
    await asAdmin(page);
    for (const tab of TABS) {
      await page.goto(tab.path);
      const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: new RegExp(`^${tab.label}`) });
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectInViewport(page, await link.boundingBox());
      expect(await overflowsRight(page), `${tab.path} scrolls sideways at ${width} px`).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
}

test("on a phone: the inbox's first lead above the fold, references as cards, the chat history's status and escalation", async ({ page }) => {
  test.setTimeout(90_000);
  const id = randomUUID();
  await sql("insert into public.chat_conversations (id, session_id, user_name) values ($1, $2, 'Dorte Telefon')", [id, `phone-${id.slice(0, 8)}`]);
  await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', 'Vi er blevet hacket, ring til mig')", [id]);
  await sql("insert into public.chat_escalations (conversation_id, reason, user_message) values ($1, 'Bad om en person', 'Vi er blevet hacket')", [id]);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await asAdmin(page);

    await page.goto("/admin/leads");
    const first = page.getByRole("list", { name: "Henvendelser" }).getByRole("listitem").first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expect(page.locator("summary").filter({ hasText: "Overblik" })).toBeVisible();
    await expect(page.getByText("Denne uge", { exact: true })).toBeHidden();

    await page.goto("/admin/testimonials");
    await expect(page.getByRole("table")).toBeHidden();
    const card = page.getByTestId("admin-testimonial-cards").getByRole("listitem").first();
    await expect(card.getByText(/^(Aktiv|Inaktiv)$/)).toBeVisible();
    for (const action of [/^Rediger /, /^(Skjul|Vis) /, /^Slet /]) {
      const control = card.getByRole(action.source.startsWith("^Rediger") ? "link" : "button", { name: action });
      await expect(control).toBeVisible();
      await expectInViewport(page, await control.boundingBox());
    }

    await page.goto("/admin/chat");
    // Cards on a phone (issue 36): the hand-off's state and the chat's status, and 'Se samtale' on screen.
    await expect(page.getByRole("table")).toHaveCount(0);
    const row = page.getByTestId("chat-history-cards").getByRole("listitem").filter({ hasText: "Dorte Telefon" });
    await expect(row.getByText("Aktiv", { exact: true })).toBeVisible();
    await expect(row.getByText("Afventer", { exact: true })).toBeVisible();
    await expectInViewport(page, await row.getByRole("button", { name: /^Se samtale/ }).boundingBox());
    expect(await overflowsRight(page)).toBe(false);
  } finally {
    await sql("delete from public.chat_conversations where id = $1", [id]);
  }
});

const CONTENT = [
  "## Sådan genkender du svindel",
  "",
  "Mailen ligner en besked fra IT.[^1]",
  "",
  "### Tegn at holde øje med",
  "",
  "- Afsenderen haster",
  "- Linket peger et andet sted hen",
  "",
  "1. Stop op",
  "2. Ring til afsenderen",
  "",
  "> Det vigtigste er, at medarbejderen tør sige det.",
  "",
  "Læs mere hos [Sikker Digital](https://www.sikkerdigital.dk).",
  "",
  "| Angreb | Udvikling | Rammer |",
  "| --- | --- | --- |",
  "| Fakturasvindel | Stigende | Bogholderiafdelinger |",
  "",
  "[^1]: Bankerne kan sjældent hente penge tilbage.",
].join("\n");

async function openEditor(page: Page, post: FixturePost): Promise<void> {
  await page.goto("/admin/posts");
  await expect(page.getByRole("status", { name: "Synkronisering" })).toHaveText("Synkroniseret");
  await page.getByRole("link", { name: `Edit ${post.title}` }).click();
  await expect(page.locator(".post-editor-content")).toBeVisible();
}

const fontSize = (page: Page, selector: string) =>
  page.locator(`.post-editor-content ${selector}`).first().evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

for (const viewport of [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`the post editor looks like the post page on ${viewport.name}`, async ({ page }) => {
    test.setTimeout(90_000);
    const post = await createPost({ name: `editor-${viewport.name}`, title: `E2E editor: typografi ${viewport.name}`, content: CONTENT });
    fixtures.push(post);
    await page.setViewportSize(viewport);

    // The post page's own sizes are the reference.
    await page.goto(`/blog/${post.slug}`);
    const article = page.getByTestId("post-content");
    const pageH2 = await article.locator("h2").first().evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    const pageH3 = await article.locator("h3").first().evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    const pageText = await article.locator("p").first().evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

    await asAdmin(page);
    await openEditor(page, post);
    const editor = page.locator(".post-editor-content");
    const h2 = await fontSize(page, "h2");
    const h3 = await fontSize(page, "h3");
    const text = await fontSize(page, "p");
    expect(h2).toBeGreaterThan(text);
    expect(h3).toBeGreaterThan(text);
    expect([h2, h3, text]).toEqual([pageH2, pageH3, pageText]);

    // Lists keep their markers, footnotes are a number, not `[^1]`.
    expect(await editor.locator("ul").first().evaluate((element) => getComputedStyle(element).listStyleType)).toBe("disc");
    expect(await editor.locator("ol").first().evaluate((element) => getComputedStyle(element).listStyleType)).toBe("decimal");
    await expect(editor).not.toContainText("[^1]");
    await expect(editor.locator("sup.footnote-ref")).toHaveText("1");
    await expect(page.getByRole("textbox", { name: "Fodnote 1" })).toHaveValue("Bankerne kan sjældent hente penge tilbage.");
    expect(await editor.locator("blockquote").evaluate((element) => getComputedStyle(element).borderLeftWidth)).toBe("4px");

    // The block-type select names the block the cursor is in: the first before any click, then the one clicked.
    const blockType = page.getByRole("combobox", { name: "Bloktype" });
    await expect(blockType).toHaveValue("h2");
    await editor.getByText("Mailen ligner en besked").click();
    await expect(blockType).toHaveValue("paragraph");

    // A word in a table cell stays whole: the table scrolls if it must.
    const cell = editor.locator("td").filter({ hasText: "Bogholderiafdelinger" });
    const cellLines = await cell.evaluate((element) => element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight));
    expect(cellLines).toBeLessThan(2.5);

    // Every toolbar control is on screen.
    for (const control of await page.locator(".mdxeditor-toolbar button, .mdxeditor-toolbar select").all()) {
      await expectInViewport(page, await control.boundingBox());
    }
    expect(await overflowsRight(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Saving writes the footnotes back as footnotes, with an edited definition.
    await page.getByRole("textbox", { name: "Fodnote 1" }).fill("Bankerne kan næsten aldrig hente penge tilbage.");
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect
      .poll(async () => (await sql<{ content: string }>("select content from public.blog_posts where id = $1", [post.id]))[0]!.content, { timeout: 15_000 })
      .toContain("[^1]: Bankerne kan næsten aldrig hente penge tilbage.");
    const [saved] = await sql<{ content: string }>("select content from public.blog_posts where id = $1", [post.id]);
    expect(saved!.content).toContain("besked fra IT.[^1]");
    expect(saved!.content).not.toContain("\\[");
  });
}
