/**
 * The admin's design-note screenshots in docs/design/ (issues 29 and 36): the posts list, the post editor, the
 * inbox ('Henvendelser') with an urgent lead open, and Chat Historik with its dialog, at 390×844 and 1440×900,
 * from the production build on a throwaway stack (the browser tests' setup), with a post and leads of its own.
 * `node scripts/design-note-admin-screens.ts after`.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { publishTestAppEnv, startTestApp } from "../e2e/support/test-app.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const prefix = process.argv[2];
if (prefix !== "before" && prefix !== "after") throw new Error("usage: node scripts/design-note-admin-screens.ts before|after");
const outDir = join(import.meta.dirname, "..", "docs", "design");
mkdirSync(outDir, { recursive: true });

const app = await startTestApp();
publishTestAppEnv(app);
// Loaded after the environment is set: they read it.
const { createUser, signInPage } = await import("../e2e/support/users.ts");
const { createPost } = await import("../e2e/support/posts.ts");
const { sql } = await import("../e2e/support/db.ts");

const post = await createPost({
  name: "design-editor",
  title: "Sådan genkender du fakturasvindel",
  content: [
    "Mailen ligner en helt almindelig faktura fra en kendt leverandør.[^1]",
    "",
    "## Tegn at holde øje med",
    "",
    "- Afsenderen har travlt og beder om hurtig betaling",
    "- Kontonummeret er nyt, og linket peger et andet sted hen",
    "",
    "### Hvad gør vi så?",
    "",
    "1. Stop op, før I betaler",
    "2. Ring til leverandøren på et nummer, I selv finder",
    "",
    "> Det vigtigste er, at medarbejderen tør sige det.",
    "",
    "| Angreb | Udvikling | Rammer |",
    "| --- | --- | --- |",
    "| Fakturasvindel | Stigende | Bogholderiafdelinger |",
    "| Falske QR-koder | Stigende | Alle medarbejdere |",
    "",
    "Læs mere hos [Sikker Digital](https://www.sikkerdigital.dk).",
    "",
    "[^1]: Bankerne kan sjældent hente penge tilbage, når en overførsel er godkendt.",
  ].join("\n"),
});
await sql("insert into public.contact_messages (client_id, name, email, company, message) values ($1, 'Karen Blixen', 'karen@rungstedlund.dk', 'Rungstedlund ApS', $2)", [
  randomUUID(),
  "Vi vil gerne booke en demo af Essentials til 12 medarbejdere.\nGerne i næste uge.",
]);
// An ordinary call-back (newer) and an attack in progress (older, typed its number after the hand-off).
const handoff = randomUUID();
await sql("insert into public.chat_conversations (id, session_id, user_name) values ($1, $2, 'Mette Holm')", [handoff, `design-${handoff.slice(0, 8)}`]);
await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', 'Vi overvejer Complete til vores tandlægeklinik. Kan jeg tale med en person?'), ($1, 'assistant', 'Selvfølgelig. En kollega ringer dig op inden for en arbejdsdag.')", [handoff]);
await sql("insert into public.chat_escalations (conversation_id, reason, user_message, contact_name, contact_phone) values ($1, 'Bad om en person', 'Vi overvejer Complete til vores tandlægeklinik', 'Mette Holm', '22 33 44 55')", [handoff]);
const conversation = randomUUID();
await sql("insert into public.chat_conversations (id, session_id, created_at) values ($1, $2, now() - interval '14 minutes')", [conversation, `design-${conversation.slice(0, 8)}`]);
await sql(
  "insert into public.chat_messages (conversation_id, role, content, created_at) values ($1, 'user', 'vi er ramt af ransomware lige nu, alle filer er krypteret', now() - interval '14 minutes'), ($1, 'assistant', 'Ring til vores hændelseslinje nu: +45 70 20 30 40 (døgnet rundt). Sluk ikke maskinerne, men tag dem af netværket.', now() - interval '14 minutes')",
  [conversation],
);
await sql("insert into public.chat_escalations (conversation_id, reason, user_message, urgent, created_at) values ($1, 'Igangværende angreb', 'vi er ramt af ransomware lige nu, alle filer er krypteret', true, now() - interval '14 minutes')", [conversation]);
await sql("insert into public.chat_messages (conversation_id, role, content, created_at) values ($1, 'user', 'Jens fra Holm VVS, ring på 40 50 60 70', now() - interval '12 minutes')", [conversation]);

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const shoot = async (name: string, path: string, ready: (page: Page) => Promise<void>) => {
    for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, locale: "da-DK", timezoneId: "Europe/Copenhagen" });
      const page = await context.newPage();
      await page.addInitScript(() =>
        localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
      );
      await signInPage(page, await createUser({ admin: true }));
      await page.goto(`${app.baseURL}${path}`);
      await ready(page);
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(outDir, `${prefix}-${name}-${kind}.png`), animations: "disabled", caret: "hide" });
      console.log(`${prefix}-${name}-${kind}.png`);
      await context.close();
    }
  };
  await shoot("admin-editor", "/admin/posts", async (page) => {
    await page.getByText("Synkroniseret").first().waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: `Edit ${post.title}` }).click();
    await page.locator(".post-editor-content h2").waitFor();
    await page.locator(".post-editor").scrollIntoViewIfNeeded();
    await page.locator(".post-editor").evaluate((element) => element.scrollIntoView({ block: "start" }));
  });
  await shoot("admin-inbox", "/admin/leads", async (page) => {
    const first = page.getByRole("list", { name: "Henvendelser" }).getByRole("listitem").first();
    await first.waitFor({ timeout: 20_000 });
    if ((page.viewportSize()?.width ?? 0) >= 1024) await first.getByRole("button").first().click();
    await page.waitForTimeout(600);
  });
  await shoot("admin-lead-urgent", "/admin/leads", async (page) => {
    const first = page.getByRole("list", { name: "Henvendelser" }).getByRole("listitem").first();
    await first.waitFor({ timeout: 20_000 });
    await first.getByRole("button").first().click();
    await page.getByTestId("urgent-brief").waitFor();
    await page.waitForTimeout(600);
    await page.getByTestId("urgent-brief").evaluate((element) => element.closest("section")?.scrollIntoView({ block: "start" }));
  });
  await shoot("admin-posts", "/admin/posts", async (page) => {
    await page.getByText("Synkroniseret").first().waitFor({ timeout: 30_000 });
  });
  await shoot("admin-chat", "/admin/chat", async (page) => {
    await page.getByText(/\d+ samtaler?/).first().waitFor({ timeout: 20_000 });
  });
  await shoot("admin-chat-dialog", `/admin/chat?samtale=${conversation}`, async (page) => {
    await page.getByRole("dialog").getByRole("region", { name: "Akut eskalering" }).waitFor({ timeout: 20_000 });
  });
} finally {
  await browser.close();
  await app.stop();
}
