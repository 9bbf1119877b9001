// Issue 36 at the database: the inbox lists open urgent leads first and filters and counts them; the chat history
// carries each conversation's hand-off state and urgency and filters the open urgent ones. Still admins only.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, newUser, sql, type TestUser } from "./support/clients.ts";

let admin: TestUser;
let customer: TestUser;
const marker = `u${randomUUID().slice(0, 8)}`;
let urgentConversation: string;
let plainConversation: string;

async function handoff(question: string, urgent: boolean, minutesAgo: number): Promise<string> {
  const id = randomUUID();
  await sql("insert into public.chat_conversations (id, session_id) values ($1, $2)", [id, `sess-${marker}-${id.slice(0, 4)}`]);
  await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', $2)", [id, question]);
  await sql(
    "insert into public.chat_escalations (conversation_id, reason, user_message, urgent, created_at) values ($1, 'Bad om en person', $2, $3, now() - make_interval(mins => $4))",
    [id, question, urgent, minutesAgo],
  );
  return id;
}

beforeAll(async () => {
  admin = await newUser({ admin: true });
  customer = await newUser();
  urgentConversation = await handoff(`ransomware lige nu ${marker}`, true, 120);
  plainConversation = await handoff(`ring mig op ${marker}`, false, 10);
  await sql("insert into public.contact_messages (client_id, name, email, message) values ($1, 'Nina', 'nina@example.dk', $2)", [randomUUID(), `demo ${marker}`]);
});

type Leads = { total: number; rows: Array<{ source: string; urgent: boolean; status: string; message: string }> };
const leads = async (user: TestUser, args: Record<string, unknown>) => {
  const { data, error } = await user.client.rpc("admin_leads", args);
  if (error) throw error;
  return data as unknown as Leads;
};
type History = { total: number; rows: Array<{ id: string; urgent: boolean; urgent_open: boolean; lead_status: string | null }> };
const history = async (user: TestUser, args: Record<string, unknown>) => {
  const { data, error } = await user.client.rpc("admin_chat_conversations", args);
  if (error) throw error;
  return data as unknown as History;
};

describe("urgent leads in the inbox", () => {
  it("come first while open, however old, and take their place by time once 'done'", async () => {
    const open = await leads(admin, { p_search: marker });
    expect(open.rows.map((row) => row.message)).toEqual([`ransomware lige nu ${marker}`, `demo ${marker}`, `ring mig op ${marker}`]);
    expect(open.rows[0]).not.toHaveProperty("urgent_open");
    await sql("update public.chat_escalations set lead_status = 'in_progress' where conversation_id = $1", [urgentConversation]);
    expect((await leads(admin, { p_search: marker })).rows[0]?.urgent).toBe(true);
    await sql("update public.chat_escalations set lead_status = 'done' where conversation_id = $1", [urgentConversation]);
    const handled = await leads(admin, { p_search: marker });
    expect(handled.rows.map((row) => row.message).at(-1)).toBe(`ransomware lige nu ${marker}`);
    await sql("update public.chat_escalations set lead_status = 'new' where conversation_id = $1", [urgentConversation]);
  });

  it("have their own filter and count; others see nothing", async () => {
    const urgent = await leads(admin, { p_search: marker, p_status: "urgent" });
    expect(urgent.total).toBe(1);
    expect(urgent.rows[0]?.urgent).toBe(true);
    const { data: stats } = await admin.client.rpc("admin_lead_stats");
    const [{ n } = { n: -1 }] = await sql<{ n: number }>("select count(*)::int as n from public.chat_escalations where urgent and lead_status <> 'done'");
    expect((stats as { urgent_open: number }).urgent_open).toBe(n);
    expect((await leads(customer, { p_status: "urgent" })).total).toBe(0);
    expect((await anonClient().rpc("admin_leads", { p_status: "urgent" })).error).not.toBeNull();
  });
});

describe("urgency and the hand-off's state in the chat history", () => {
  it("carries lead_status, urgent and urgent_open per conversation, and filters the open urgent ones", async () => {
    const page = await history(admin, { p_search: marker });
    const byId = new Map(page.rows.map((row) => [row.id, row]));
    expect(byId.get(urgentConversation)).toMatchObject({ urgent: true, urgent_open: true, lead_status: "new" });
    expect(byId.get(plainConversation)).toMatchObject({ urgent: false, urgent_open: false, lead_status: "new" });
    const urgent = await history(admin, { p_search: marker, p_status: "urgent" });
    expect(urgent.rows.map((row) => row.id)).toEqual([urgentConversation]);
    expect(urgent.total).toBe(1);
    // Without a search, the urgent filter counts the rows themselves (the per-status counts know no urgency).
    const [{ n } = { n: -1 }] = await sql<{ n: number }>(
      "select count(distinct conversation_id)::int as n from public.chat_escalations where urgent and not resolved",
    );
    expect((await history(admin, { p_status: "urgent" })).total).toBe(n);

    await sql("update public.chat_escalations set lead_status = 'in_progress' where conversation_id = $1", [urgentConversation]);
    expect((await history(admin, { p_search: marker })).rows.find((row) => row.id === urgentConversation)).toMatchObject({ lead_status: "in_progress", urgent_open: true });
    await sql("update public.chat_escalations set resolved = true where conversation_id = $1", [urgentConversation]);
    expect((await history(admin, { p_search: marker })).rows.find((row) => row.id === urgentConversation)).toMatchObject({ lead_status: "done", urgent: true, urgent_open: false });
    expect((await history(customer, { p_status: "urgent" })).total).toBe(0);
  });
});
