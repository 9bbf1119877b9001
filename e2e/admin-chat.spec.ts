import { randomUUID } from "node:crypto";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile } from "./support/users.ts";

// One admin for the file, signed in once (support/users.ts); every test still opens a fresh browser.
const asAdmin = adminPerFile();

const conversations: string[] = [];
test.afterAll(async () => {
  await sql("delete from public.chat_conversations where id = any($1::uuid[])", [conversations]);
});

async function conversation(name: string, options: { escalated?: boolean; status?: "active" | "closed" } = {}) {
  const id = randomUUID();
  const session = `${randomUUID().replaceAll("-", "").slice(0, 12)}-e2e`;
  conversations.push(id);
  await sql("insert into public.chat_conversations (id, session_id, user_name, user_email, status) values ($1, $2, $3, $4, $5)", [
    id,
    session,
    name,
    `${name.toLowerCase().replaceAll(" ", ".")}@example.dk`,
    options.status ?? "active",
  ]);
  await sql("insert into public.chat_messages (conversation_id, role, content, created_at) values ($1, 'user', $2, now() - interval '1 minute'), ($1, 'assistant', $3, now())", [
    id,
    `Hej, jeg hedder ${name}`,
    "Hej! Hvordan kan jeg hjælpe?",
  ]);
  if (options.escalated) {
    await sql("insert into public.chat_escalations (conversation_id, reason, user_message) values ($1, 'Ønsker opkald', 'Ring venligst til mig')", [id]);
  }
  return { id, session };
}

test("chat history: columns, server-side search and filter, transcript with markdown and escalation; close and resolve", async ({ page }) => {
  const plain = await conversation("Anna Chat");
  const escalated = await conversation("Bo Eskaleret", { escalated: true });
  await conversation("Carl Lukket", { status: "closed" });
  await sql("update public.chat_messages set content = $2 where conversation_id = $1 and role = 'assistant'", [
    escalated.id,
    "**Core** koster 99 kr. [Læs mere](/#pricing)",
  ]);
  await asAdmin(page);
  await page.goto("/admin/chat");
  for (const header of ["Besøgende", "Første spørgsmål", "Henvendelse", "Samtale", "Beskeder", "Seneste aktivitet"]) {
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  }
  const row = (name: string) => page.getByRole("row").filter({ hasText: name });
  await expect(row("Anna Chat")).toContainText(`${plain.session.slice(0, 8)}…`);
  await expect(row("Anna Chat")).not.toContainText(plain.session);
  await expect(row("Anna Chat")).toContainText("Hej, jeg hedder Anna Chat");
  await expect(row("Anna Chat")).toContainText("Aktiv");
  await expect(row("Anna Chat").getByRole("cell").nth(4)).toHaveText("2");
  await expect(row("Anna Chat").getByRole("cell").nth(5)).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}\.\d{2}$/);
  // The hand-off's state in the inbox's word, beside the chat's own status.
  await expect(row("Bo Eskaleret").getByRole("cell").nth(2)).toHaveText("Afventer");
  await expect(row("Bo Eskaleret").getByRole("cell").nth(3)).toHaveText("Aktiv");
  await expect(row("Carl Lukket").getByText("Lukket", { exact: true }).filter({ visible: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const filter = page.getByRole("combobox", { name: "Status" });
  await filter.selectOption("escalated");
  await expect(row("Bo Eskaleret")).toBeVisible();
  await expect(row("Anna Chat")).toHaveCount(0);
  await filter.selectOption("closed");
  await expect(row("Carl Lukket")).toBeVisible();
  await expect(row("Bo Eskaleret")).toHaveCount(0);
  await filter.selectOption("all");
  await page.getByRole("searchbox", { name: "Søg i samtaler" }).fill("findes-slet-ikke-xyz");
  await expect(page.getByText("Ingen samtaler matcher søgekriterierne")).toBeVisible();
  await page.getByRole("searchbox", { name: "Søg i samtaler" }).fill("bo eskaleret");
  await expect(row("Bo Eskaleret")).toBeVisible();
  await expect(row("Anna Chat")).toHaveCount(0);
  await expect(page.getByText(/^1 samtale$/)).toBeVisible();

  await row("Bo Eskaleret").getByRole("button", { name: /Se samtale/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Hej, jeg hedder Bo Eskaleret");
  // The assistant's markdown is rendered as the widget renders it, never shown raw.
  await expect(dialog.locator("strong", { hasText: "Core" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Læs mere" })).toHaveAttribute("href", "/#pricing");
  await expect(dialog).not.toContainText("**Core**");
  expect(await seriousAxeViolations(page)).toEqual([]);
  const box = dialog.getByRole("region", { name: "Eskalering" });
  await expect(box).toContainText("Ønsker opkald");
  await expect(box).toContainText("Afventer");
  // One way to close a chat lead, the inbox's button and word: the escalation ('Løst', as the spec names it) and
  // the conversation ('Lukket') both end.
  await dialog.getByRole("button", { name: "Markér som løst" }).click();
  await expect(box).toContainText("Løst");
  await expect(dialog.getByRole("button", { name: "Markér som løst" })).toHaveCount(0);
  await expect(page.getByText("Status er opdateret")).toBeVisible();
  const [state] = await sql<{ status: string; resolved: boolean; lead_status: string }>(
    "select c.status, e.resolved, e.lead_status from public.chat_conversations c join public.chat_escalations e on e.conversation_id = c.id where c.id = $1",
    [escalated.id],
  );
  expect(state).toEqual({ status: "closed", resolved: true, lead_status: "done" });
});

test("chat history pages in Postgres past a thousand conversations, searches message text, deletes one on request", async ({ page }) => {
  const prefix = `page-${randomUUID().slice(0, 6)}`;
  const rows = await sql<{ id: string }>(
    `insert into public.chat_conversations (session_id, user_name, updated_at)
     select $1 || '-' || i, 'Side ' || i, now() - interval '1 hour' - make_interval(secs => i) from generate_series(1, 1030) i
     returning id`,
    [prefix],
  );
  conversations.push(...rows.map((row) => row.id));
  const oldest = await conversation(`Ældste ${prefix}`);
  await sql("update public.chat_messages set content = $2 where conversation_id = $1 and role = 'user'", [oldest.id, `Dækker I ${prefix}-forsikring?`]);
  // Without triggers, so updated_at keeps the date given.
  await sql(`begin; set local session_replication_role = replica; update public.chat_conversations set updated_at = now() - interval '30 days' where id = '${oldest.id}'; commit;`);

  await page.setViewportSize({ width: 390, height: 844 });
  await asAdmin(page);
  await page.goto("/admin/chat");
  const search = page.getByRole("searchbox", { name: "Søg i samtaler" });
  await search.fill(prefix);
  await expect(page.getByText("1.031 samtaler")).toBeVisible();
  await expect(page.getByText("Side 1 af 42")).toBeVisible();
  await page.getByRole("button", { name: "Næste" }).click();
  await expect(page.getByText("Side 2 af 42")).toBeVisible();
  // A phone shows cards (issue 36), one per conversation.
  const cards = page.getByTestId("chat-history-cards").getByRole("listitem");
  await expect(cards.filter({ hasText: `Side 26` }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The oldest conversation is found by what the visitor wrote, beyond any row cap.
  await search.fill(`${prefix}-forsikring`);
  await expect(page.getByText(/^1 samtale$/)).toBeVisible();
  const row = cards.filter({ hasText: `Ældste ${prefix}` });
  await expect(row).toContainText(`Dækker I ${prefix}-forsikring?`);
  await row.getByRole("button", { name: /Se samtale/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Slet samtale" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("slettes permanent");
  await confirm.getByRole("button", { name: "Slet permanent" }).click();
  await expect(page.getByText("Samtalen er slettet")).toBeVisible();
  await expect(page.getByText("Ingen samtaler matcher søgekriterierne")).toBeVisible();
  const [left] = await sql<{ n: number }>("select count(*)::int as n from public.chat_messages where conversation_id = $1", [oldest.id]);
  expect(left?.n).toBe(0);
});
