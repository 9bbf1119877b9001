// Issue 35 items 3 and 4 in the real app: what a visitor gave is never a link of its own making. The inbox's detail
// encodes its mailto: and tel: links (an address "…?bcc=…&body=…@example.com" opened the admin's mail program with a
// hidden Bcc), and no look-alike host in a visitor's message or the assistant's reply becomes a link, in the chat
// widget, the inbox's transcript or the chat history; the assistant's own links still work.
import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { chatWidgetContent } from "#shared/content/chat.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { answerCookieBanner } from "./support/visual.ts";
import { expect, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

const identity = createSiteIdentity({ productName: process.env.VITE_PRODUCT_NAME, resellerName: process.env.VITE_RESELLER_NAME });
const chatText = chatWidgetContent(identity);

const marker = `visitortext${randomUUID().slice(0, 6)}`;
const HOSTILE = "kontakt%40firma.dk?bcc=spy%40evil.example&body=x@example.com";
const LOOK_ALIKE = `www.nordvagt-support.dk/login?next=${marker}@example.com`;
const VISITOR = `Jeg har en konto som ${LOOK_ALIKE}, se https://www.nordvagt-support.dk/login (${marker})`;
const REPLY = `Du hører fra os på **${LOOK_ALIKE}** inden for én arbejdsdag. Er det akut, så ring på [70 20 30 40](tel:+4570203040). Se også [FAQ](/faq).`;

let contactId = "";
let conversationId = "";

test.beforeAll(async () => {
  // A contact message stored before the strict rule (the database refuses such an address now): triggers off for
  // this one insert, as an old row would be.
  contactId = randomUUID();
  await sql(
    `begin; set local session_replication_role = replica;
     insert into public.contact_messages (id, client_id, name, email, message) values ('${contactId}', '${randomUUID()}', 'Eve ${marker}', '${HOSTILE}', 'Hej ${marker}');
     commit;`,
  );
  conversationId = randomUUID();
  await sql("insert into public.chat_conversations (id, session_id, user_name) values ($1, $2, $3)", [conversationId, `sess-${marker}`, `Mallory ${marker}`]);
  await sql("insert into public.chat_messages (conversation_id, role, content, created_at) values ($1, 'user', $2, now() - interval '2 seconds'), ($1, 'assistant', $3, now() - interval '1 second')", [
    conversationId,
    VISITOR,
    REPLY,
  ]);
  await sql("insert into public.chat_escalations (conversation_id, reason, user_message, contact_phone) values ($1, 'Bad om en person', $2, $3)", [
    conversationId,
    VISITOR,
    "+45 22 33 44 55",
  ]);
});

test.afterAll(async () => {
  await sql("delete from public.contact_messages where id = $1", [contactId]);
  await sql("delete from public.chat_conversations where id = $1", [conversationId]);
});

/** Every link's target inside a part of the page. */
const hrefs = (scope: Locator) => scope.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));

function expectNoVisitorLinks(targets: string[]) {
  expect(targets.filter((href) => /nordvagt-support|example\.com|evil\.example/.test(decodeURIComponent(href).replace(/%40/g, "@").split("?")[0]!))).toEqual([]);
}

test("inbox and chat history: encoded contact links, no link from a visitor's text, the assistant's own links kept", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, await createUser({ admin: true }));
  await page.goto("/admin/leads");
  await page.getByRole("searchbox", { name: "Søg" }).fill(marker);
  const items = page.getByRole("list", { name: "Henvendelser" }).getByRole("listitem");
  await expect(items).toHaveCount(2);

  // The contact message: the address is shown as given, and every mailto: to it is encoded.
  await items.filter({ hasText: `Eve ${marker}` }).locator("button[aria-expanded]").click();
  const eve = page.getByRole("region", { name: new RegExp(`^Henvendelse fra Eve ${marker}`) });
  await expect(eve.getByText(HOSTILE, { exact: true })).toBeVisible();
  const mailtos = (await hrefs(eve)).filter((href) => href.startsWith("mailto:"));
  expect(mailtos).toHaveLength(2);
  for (const href of mailtos) {
    const [address, query] = href.slice("mailto:".length).split("?");
    expect(address).toBe("kontakt%2540firma.dk%3Fbcc%3Dspy%2540evil.example%26body%3Dx@example.com");
    expect([...new URLSearchParams(query ?? "").keys()].every((key) => key === "subject" || key === "body")).toBe(true);
  }

  // The chat lead: tel: is digits only, and its transcript links nothing the visitor wrote.
  await items.filter({ hasText: `Mallory ${marker}` }).locator("button[aria-expanded]").click();
  const mallory = page.getByRole("region", { name: new RegExp(`^Henvendelse fra Mallory ${marker}`) });
  const transcript = mallory.getByRole("list", { name: "Beskeder" });
  await expect(transcript).toContainText(LOOK_ALIKE);
  const inInbox = await hrefs(mallory);
  expect(inInbox.filter((href) => href.startsWith("tel:"))).toEqual(["tel:+4522334455", "tel:+4522334455", "tel:+4570203040"]);
  expectNoVisitorLinks(inInbox);
  await expect(transcript.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The chat history's dialog shows the same conversation the same way.
  await page.goto(`/admin/chat?samtale=${conversationId}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(LOOK_ALIKE);
  const inHistory = await hrefs(dialog);
  expectNoVisitorLinks(inHistory);
  expect(inHistory).toContain("/faq");
  expect(inHistory).toContain("tel:+4570203040");
});

test("chat widget: a reply and a visitor message with a look-alike render no link to it", async ({ page }) => {
  await answerCookieBanner(page);
  // A conversation the tab kept (sessionStorage), as it is after the turn.
  await page.addInitScript(
    ([stored]) => window.sessionStorage.setItem("chatSupport", stored!),
    [JSON.stringify({ sessionId: `widget-${marker}`, conversationId: null, messages: [{ role: "user", content: VISITOR }, { role: "assistant", content: REPLY }] })],
  );
  await page.goto("/");
  await page.getByRole("button", { name: chatText.openLabel }).click();
  const log = page.getByRole("log", { name: chatText.logLabel });
  await expect(log).toContainText(LOOK_ALIKE);
  const targets = await hrefs(log);
  expectNoVisitorLinks(targets);
  expect(targets).toContain("/faq");
  expect(targets).toContain("tel:+4570203040");
});
