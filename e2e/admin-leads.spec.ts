import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile } from "./support/users.ts";

// One admin for the file, signed in once (support/users.ts); every test still opens a fresh browser.
const asAdmin = adminPerFile();

// The 'Henvendelser' inbox as the reseller uses it: contact messages and chat escalations together, stats,
// server-side search and filters, status and note, 'Svar via e-mail', CSV export, delete on request.

const marker = `lead${randomUUID().slice(0, 6)}`;
const contactIds: string[] = [];
const conversationIds: string[] = [];

test.afterAll(async () => {
  await sql("delete from public.contact_messages where id = any($1::uuid[])", [contactIds]);
  await sql("delete from public.chat_conversations where id = any($1::uuid[])", [conversationIds]);
});

async function contact(name: string, company: string, message: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    "insert into public.contact_messages (client_id, name, email, company, message) values ($1, $2, $3, $4, $5) returning id",
    [randomUUID(), name, `${name.split(" ")[0]!.toLowerCase()}-${marker}@example.dk`, company, message],
  );
  contactIds.push(row!.id);
  return row!.id;
}

async function escalation(question: string, urgent = false): Promise<string> {
  const id = randomUUID();
  const other = randomUUID();
  conversationIds.push(id, other);
  await sql("insert into public.chat_conversations (id, session_id) values ($1, $2), ($3, $4)", [id, `sess-${marker}`, other, `sess2-${marker}`]);
  await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', $2)", [id, question]);
  await sql("insert into public.chat_escalations (conversation_id, reason, user_message, urgent) values ($1, 'Bad om en person', $2, $3)", [id, question, urgent]);
  // Asked in two conversations (one of them twice, which counts once).
  await sql("insert into public.chat_unanswered (conversation_id, question, reason) values ($1, $3, 'no_passages'), ($1, $3, 'no_passages'), ($2, $3, 'no_passages')", [
    id,
    other,
    `Har I en ${marker}-aftale?`,
  ]);
  return id;
}

test("inbox: both sources, stats, search and filters, status and note, reply, export, delete", async ({ page }) => {
  // The longest admin journey (list, three details, status, note, filters, export, delete): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await contact("Karen Blixen", "Rungstedlund ApS", `Vi vil gerne booke en demo ${marker}.\nGerne i næste uge.`);
  await contact("Jeppe Aakjær", "Jenle I/S", `Hvad koster Essentials ${marker}?`);
  const conversationId = await escalation(`Kan I ringe til mig på 22 33 44 55 om ${marker}?`, true);

  await page.setViewportSize({ width: 390, height: 844 });
  await asAdmin(page);
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Henvendelser", level: 1 })).toBeVisible();
  const tab = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Henvendelser/ });
  await expect(tab).toHaveAttribute("aria-current", "page");
  // An open urgent lead (seeded below) takes the tab's count: red, with how many (issue 36).
  await expect(tab.getByTestId("urgent-leads-count")).toHaveText(/^\d+ akut(te)?$/);
  // At a glance: this week's leads and what the chat could not answer, folded away so the first lead (and on
  // a wide screen the opened one) is above the fold.
  await expect(page.getByText("Denne uge", { exact: true })).toBeHidden();
  await page.locator("summary").filter({ hasText: "Overblik" }).click();
  await expect(page.getByText("Denne uge", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Har I en ${marker}-aftale?` })).toContainText("2 gange");

  await page.getByRole("searchbox", { name: "Søg" }).fill(marker);
  await expect(page.getByText("3 henvendelser")).toBeVisible();
  const items = page.getByRole("list", { name: "Henvendelser" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  // The list is compact: who, what, when, source and status; a row opens the lead under it.
  await expect(items.nth(0)).toContainText("22 33 44 55");
  await expect(items.nth(0)).toContainText("Chat");
  await expect(items.nth(0)).toContainText("Afventer");
  await expect(items.nth(0).locator("button[aria-expanded]")).toHaveAttribute("aria-expanded", "false");
  await items.nth(0).locator("button[aria-expanded]").click();
  const chatLead = page.getByRole("region", { name: /^Henvendelse fra Anonym besøgende/ });
  await expect(chatLead.getByRole("link", { name: "Åbn i Chat Historik" })).toHaveAttribute("href", `/admin/chat?samtale=${conversationId}`);
  await expect(chatLead.getByRole("link", { name: "Ring op" })).toHaveAttribute("href", "tel:22334455");
  // The conversation itself is in the detail.
  await expect(chatLead.getByRole("list", { name: "Beskeder" })).toContainText(`Kan I ringe til mig på 22 33 44 55 om ${marker}?`);
  const karenRow = items.filter({ hasText: "Karen Blixen" });
  await expect(karenRow).toContainText("Rungstedlund ApS");
  await expect(karenRow).toContainText("Kontaktformular");
  // An attack in progress is marked on the lead (issue 28); a contact message never is.
  await expect(items.nth(0).locator("button[aria-expanded]").getByText("Akut", { exact: true })).toBeVisible();
  await expect(karenRow.getByText("Akut", { exact: true })).toHaveCount(0);
  await karenRow.locator("button[aria-expanded]").click();
  await expect(chatLead).toHaveCount(0);
  const karen = page.getByRole("region", { name: /^Henvendelse fra Karen Blixen/ });
  await expect(karen).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 'Svar via e-mail' opens the mail program with the address, a subject and the message quoted.
  const mailto = await karen.getByRole("link", { name: "Svar via e-mail" }).getAttribute("href");
  expect(mailto).toMatch(new RegExp(`^mailto:karen-${marker}@example\\.dk\\?subject=`));
  const body = decodeURIComponent(mailto!.split("body=")[1] ?? "");
  expect(body).toContain(`> Vi vil gerne booke en demo ${marker}.\n> Gerne i næste uge.`);

  await karen.getByRole("button", { name: "Tag sagen" }).click();
  await expect(page.getByText("Status er opdateret")).toBeVisible();
  await karen.getByRole("textbox", { name: "Intern note" }).fill("Ringet op, demo torsdag");
  await karen.getByRole("button", { name: "Gem note" }).click();
  await expect(page.getByText("Noten er gemt")).toBeVisible();
  const [stored] = await sql<{ lead_status: string; lead_note: string }>("select lead_status, lead_note from public.contact_messages where id = $1", [contactIds[0]]);
  expect(stored).toEqual({ lead_status: "in_progress", lead_note: "Ringet op, demo torsdag" });

  // Closing the chat lead here ('Markér som løst') resolves the escalation and closes the conversation in the chat history.
  await items.nth(0).locator("button[aria-expanded]").click();
  await chatLead.getByRole("button", { name: "Markér som løst" }).click();
  await expect
    .poll(async () =>
      (await sql<{ resolved: boolean; status: string }>(
        "select e.resolved, c.status from public.chat_escalations e join public.chat_conversations c on c.id = e.conversation_id where c.id = $1",
        [conversationId],
      ))[0],
    )
    .toEqual({ resolved: true, status: "closed" });
  await items.nth(0).locator("button[aria-expanded]").click();

  const status = page.getByRole("search").getByRole("combobox", { name: "Status" });
  await status.selectOption("in_progress");
  await expect(page.getByText("1 henvendelse", { exact: true })).toBeVisible();
  await status.selectOption("all");
  await page.getByRole("combobox", { name: "Kilde" }).selectOption("chat");
  await expect(page.getByText("1 henvendelse", { exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Kilde" }).selectOption("all");
  await page.getByRole("searchbox", { name: "Søg" }).fill(`${marker}-findes-ikke`);
  await expect(page.getByText("Ingen henvendelser matcher søgningen")).toBeVisible();
  await page.getByRole("searchbox", { name: "Søg" }).fill(marker);
  await expect(page.getByText("3 henvendelser")).toBeVisible();

  // The export is the filtered list: UTF-8 with a BOM, Danish headings, semicolons, every cell quoted.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Eksportér CSV" }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith('\uFEFF"Modtaget";"Kilde";"Status";"Navn";"Virksomhed";"E-mail";"Telefon";"Besked";"Intern note"\r\n')).toBe(true);
  // A heading and three leads (Karen's two-line message stays in one quoted cell).
  expect(csv.trim().split("\r\n")).toHaveLength(4);
  expect(csv).toContain('"Jeppe Aakjær";"Jenle I/S"');

  // A data subject's request: delete one lead, after a confirmation.
  await items.filter({ hasText: "Jeppe Aakjær" }).locator("button[aria-expanded]").click();
  const jeppe = page.getByRole("region", { name: /^Henvendelse fra Jeppe Aakjær/ });
  await jeppe.getByRole("button", { name: "Slet" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("slettes permanent");
  await confirm.getByRole("button", { name: "Slet permanent" }).click();
  await expect(page.getByText("Henvendelsen er slettet")).toBeVisible();
  await expect(page.getByText("2 henvendelser")).toBeVisible();
  expect(await sql("select 1 from public.contact_messages where id = $1", [contactIds[1]])).toHaveLength(0);
});

test("inbox: empty and error states", async ({ page }) => {
  await asAdmin(page);
  await page.goto("/admin/leads");
  await page.getByRole("searchbox", { name: "Søg" }).fill(`ingen-${randomUUID()}`);
  await expect(page.getByText("Ingen henvendelser matcher søgningen")).toBeVisible();
  await page.route((url) => url.pathname.endsWith("/rpc/admin_leads"), (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.reload();
  await expect(page.getByText("Kunne ikke hente henvendelser")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "kunne ikke hentes" })).toBeVisible();
});
