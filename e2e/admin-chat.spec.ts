import { randomUUID } from "node:crypto";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { expect, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

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

test("chat history: columns, search, filter, transcript with escalation; close and resolve", async ({ page }) => {
  const plain = await conversation("Anna Chat");
  const escalated = await conversation("Bo Eskaleret", { escalated: true });
  await conversation("Carl Lukket", { status: "closed" });
  await signInPage(page, await createUser({ admin: true }));
  await page.goto("/admin/chat");
  for (const header of ["Bruger", "Session", "Status", "Beskeder", "Oprettet"]) {
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  }
  const row = (name: string) => page.getByRole("row").filter({ hasText: name });
  await expect(row("Anna Chat")).toContainText(`${plain.session.slice(0, 8)}…`);
  await expect(row("Anna Chat")).not.toContainText(plain.session);
  await expect(row("Anna Chat")).toContainText("Aktiv");
  await expect(row("Anna Chat").getByRole("cell").nth(3)).toHaveText("2");
  await expect(row("Anna Chat").getByRole("cell").nth(4)).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}\.\d{2}$/);
  await expect(row("Carl Lukket")).toContainText("Lukket");
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

  await row("Bo Eskaleret").getByRole("button", { name: /Se samtale/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Hej, jeg hedder Bo Eskaleret");
  await expect(dialog).toContainText("Hej! Hvordan kan jeg hjælpe?");
  const box = dialog.getByRole("region", { name: "Eskalering" });
  await expect(box).toContainText("Ønsker opkald");
  await expect(box).toContainText("Afventer");
  await box.getByRole("button", { name: "Markér som løst" }).click();
  await expect(box).toContainText("Løst");
  await dialog.getByRole("button", { name: "Luk samtale" }).click();
  await expect(dialog.getByRole("button", { name: "Luk samtale" })).toHaveCount(0);
  const [state] = await sql<{ status: string; resolved: boolean }>(
    "select c.status, e.resolved from public.chat_conversations c join public.chat_escalations e on e.conversation_id = c.id where c.id = $1",
    [escalated.id],
  );
  expect(state).toEqual({ status: "closed", resolved: true });
});
