/**
 * The admin's design-note screenshots for issue 29 in docs/design/: the post editor and the inbox
 * ('Henvendelser') at 390×844 and 1440×900, from the production build on a throwaway stack (the browser
 * tests' setup), with a post and leads of its own. `node scripts/design-note-admin-screens.ts after`.
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
const conversation = randomUUID();
await sql("insert into public.chat_conversations (id, session_id, user_name) values ($1, $2, 'Jeppe Aakjær')", [conversation, `design-${conversation.slice(0, 8)}`]);
await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', 'Vi tror, vi er blevet hacket. Kan I ringe på 22 33 44 55?'), ($1, 'assistant', 'Jeg sender din henvendelse videre til en person med det samme.')", [conversation]);
await sql("insert into public.chat_escalations (conversation_id, reason, user_message) values ($1, 'Bad om en person', 'Vi tror, vi er blevet hacket')", [conversation]);

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
    if ((page.viewportSize()?.width ?? 0) >= 1024) await first.getByRole("button").click();
    await page.waitForTimeout(300);
  });
} finally {
  await browser.close();
  await app.stop();
}
