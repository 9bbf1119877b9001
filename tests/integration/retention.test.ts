// Deletion as the privacy policy promises (issue 23): the data-retention function deletes contact messages
// and chat conversations past the policy's periods, which both come from RETENTION_MONTHS. Rows are dated
// around each period's edge, so the test holds whatever the constant says.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RETENTION_MONTHS } from "../../supabase/functions/_shared/content/retention.ts";
import { anonClient, callFunction, newUser, sql, stackInfo } from "./support/clients.ts";

/** Runs statements with triggers off, so a row's dates are the ones given (updated_at is otherwise now()). */
async function backdated(statements: string): Promise<void> {
  await sql(`begin; set local session_replication_role = replica; ${statements}; commit;`);
}

const ago = (months: number, days = 0) => `now() - interval '${months} months' - interval '${days} days'`;
const within = (months: number) => ago(months, -3);
const beyond = (months: number) => ago(months, 3);

async function contactIds(ids: string[]): Promise<string[]> {
  const rows = await sql<{ id: string }>("select id from public.contact_messages where id = any($1::uuid[])", [ids]);
  return rows.map((row) => row.id);
}

async function addContact(email: string, createdAt: string): Promise<string> {
  const id = randomUUID();
  await backdated(
    `insert into public.contact_messages (id, client_id, name, email, created_at) values ('${id}', '${randomUUID()}', 'Retention', '${email}', ${createdAt})`,
  );
  return id;
}

async function addSubscription(userId: string, status: string, periodEnd: string): Promise<void> {
  const suffix = randomUUID().replaceAll("-", "");
  await sql(
    `insert into public.subscriptions (id, user_id, stripe_customer_id, status, current_period_end, stripe_state_at)
     values ($1, $2, $3, $4, ${periodEnd}, 1)`,
    [`sub_${suffix}`, userId, `cus_${suffix}`, status],
  );
}

describe("the retention job", () => {
  it("deletes contact messages after the last contact plus the period, keeps customers' as customer data", async () => {
    const months = RETENTION_MONTHS.contact;
    const old = await addContact(`old-${randomUUID()}@example.dk`, beyond(months));
    const young = await addContact(`young-${randomUUID()}@example.dk`, within(months));
    // The same person wrote again recently: the last contact counts, so the old message stays too.
    const returning = `again-${randomUUID()}@example.dk`;
    const returningOld = await addContact(returning, beyond(months));
    const returningNew = await addContact(returning.toUpperCase(), ago(1));
    // Leads who became customers: kept while the agreement runs and for the customer period after it ended.
    const active = await newUser();
    await addSubscription(active.id, "active", "now() + interval '20 days'");
    const activeLead = await addContact(active.email, beyond(months));
    const endedRecently = await newUser();
    await addSubscription(endedRecently.id, "canceled", within(RETENTION_MONTHS.customer));
    const endedRecentlyLead = await addContact(endedRecently.email, beyond(months));
    const endedLong = await newUser();
    await addSubscription(endedLong.id, "canceled", beyond(RETENTION_MONTHS.customer));
    const endedLongLead = await addContact(endedLong.email, beyond(months));

    const answer = await callFunction("data-retention", { token: stackInfo().serviceRoleKey, body: {} });
    expect(answer.status).toBe(200);
    const left = await contactIds([old, young, returningOld, returningNew, activeLead, endedRecentlyLead, endedLongLead]);
    expect(left.sort()).toEqual([young, returningOld, returningNew, activeLead, endedRecentlyLead].sort());
  });

  it("deletes chat conversations after the period with their messages, escalations and unanswered questions", async () => {
    const months = RETENTION_MONTHS.chat;
    const old = randomUUID();
    const young = randomUUID();
    for (const [id, at] of [
      [old, beyond(months)],
      [young, within(months)],
    ] as const) {
      // Inserted with triggers on, so the conversation counts the admin history keeps include it (other files
      // check those counts against the rows); only its dates are then set with triggers off.
      await sql("insert into public.chat_conversations (id, session_id, status) values ($1, $2, 'closed')", [id, `retention-${id}`]);
      await backdated(`
        update public.chat_conversations set created_at = ${at}, updated_at = ${at} where id = '${id}';
        insert into public.chat_messages (conversation_id, role, content, created_at) values ('${id}', 'user', 'Gammelt spørgsmål', ${at});
        insert into public.chat_escalations (conversation_id, reason, user_message, contact_email, created_at) values ('${id}', 'Test', 'Ring til mig', 'x@example.dk', ${at});
        insert into public.chat_unanswered (conversation_id, question, reason, created_at) values ('${id}', 'Gammelt spørgsmål', 'no_passages', ${at})`);
    }
    const answer = await callFunction("data-retention", { token: stackInfo().serviceRoleKey, body: {} });
    expect(answer.status).toBe(200);
    const count = async (table: string, id: string) =>
      (await sql<{ n: number }>(`select count(*)::int as n from public.${table} where ${table === "chat_conversations" ? "id" : "conversation_id"} = $1`, [id]))[0]?.n;
    for (const table of ["chat_conversations", "chat_messages", "chat_escalations", "chat_unanswered"]) {
      expect(await count(table, old)).toBe(0);
      expect(await count(table, young)).toBe(1);
    }
  });

  it("runs only for the service role, and refuses a period shorter than a month", async () => {
    const customer = await newUser();
    for (const token of [stackInfo().anonKey, customer.accessToken]) {
      expect((await callFunction("data-retention", { token, body: {} })).status).toBe(403);
    }
    const rpc = await anonClient().rpc("apply_retention" as never, { p_contact_months: 0, p_chat_months: 0, p_customer_months: 0 } as never);
    expect(rpc.error).not.toBeNull();
    const [problem] = await sql<{ ok: boolean }>(
      "select exists (select 1 from pg_proc where proname = 'apply_retention') as ok",
    );
    expect(problem?.ok).toBe(true);
    await expect(sql("select public.apply_retention(0, 12, 12)")).rejects.toThrow(/at least 1/);
  });
});
