// Issue 36 at the database: the inbox lists open urgent leads first and filters and counts them; the chat history
// carries each conversation's hand-off state and urgency, filters the open urgent ones and lists them first until
// resolved, across pages. Still admins only.
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

describe("the chat history lists open urgent conversations first", () => {
  const order = `o${randomUUID().slice(0, 8)}`;
  // Created oldest first, one transaction each, so each is more recently active than the one before.
  const made: Record<string, string> = {};
  const conversation = async (name: string, urgent: boolean | null) => {
    const id = randomUUID();
    await sql("insert into public.chat_conversations (id, session_id) values ($1, $2)", [id, `sess-${order}-${name}`]);
    await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', $2)", [id, `${name} ${order}`]);
    if (urgent !== null) {
      await sql("insert into public.chat_escalations (conversation_id, reason, user_message, urgent) values ($1, 'Bad om en person', $2, $3)", [id, `${name} ${order}`, urgent]);
    }
    made[name] = id;
  };
  const urgentFirst = ["urgent-new", "urgent-mid", "urgent-old", "plain-4", "plain-3", "urgent-resolved", "plain-2", "handoff-1", "plain-1"];
  const names = (rows: Array<{ id: string }>) => rows.map((row) => Object.entries(made).find(([, id]) => id === row.id)?.[0] ?? row.id);

  beforeAll(async () => {
    await conversation("urgent-old", true);
    await conversation("plain-1", null);
    await conversation("handoff-1", false);
    await conversation("urgent-mid", true);
    await conversation("plain-2", null);
    await conversation("urgent-resolved", true);
    await sql("update public.chat_escalations set resolved = true where conversation_id = $1", [made["urgent-resolved"]]);
    await conversation("plain-3", null);
    await conversation("urgent-new", true);
    await conversation("plain-4", null);
  });

  it("an older open urgent conversation comes before newer ordinary ones; resolved, it takes its place by time", async () => {
    const [times] = await sql<{ older: boolean }>(
      "select (select updated_at from public.chat_conversations where id = $1) < (select updated_at from public.chat_conversations where id = $2) as older",
      [made["urgent-old"], made["plain-4"]],
    );
    expect(times?.older).toBe(true);
    const page = await history(admin, { p_search: order, p_limit: 25 });
    expect(page.total).toBe(9);
    expect(names(page.rows)).toEqual(urgentFirst);
    expect(page.rows.map((row) => row.urgent_open)).toEqual([true, true, true, false, false, false, false, false, false]);

    await sql("update public.chat_escalations set resolved = true where conversation_id = $1", [made["urgent-mid"]]);
    const handled = await history(admin, { p_search: order, p_limit: 25 });
    expect(names(handled.rows)).toEqual([
      "urgent-new", "urgent-old",
      "plain-4", "plain-3", "urgent-resolved", "plain-2", "urgent-mid", "handoff-1", "plain-1",
    ]);
    await sql("update public.chat_escalations set resolved = false where conversation_id = $1", [made["urgent-mid"]]);
  });

  it("pages through that order without repeating or skipping a row, with and without a filter", async () => {
    for (const limit of [1, 2, 4]) {
      const paged: string[] = [];
      for (let offset = 0; offset < urgentFirst.length + limit; offset += limit) {
        paged.push(...names((await history(admin, { p_search: order, p_limit: limit, p_offset: offset })).rows));
      }
      expect(paged, `pages of ${limit}`).toEqual(urgentFirst);
    }
    const escalated = await history(admin, { p_search: order, p_status: "urgent", p_limit: 2, p_offset: 2 });
    expect(names(escalated.rows)).toEqual(["urgent-old"]);
  });

  it("puts every open urgent conversation on top of the unsearched list too", async () => {
    const [{ n } = { n: -1 }] = await sql<{ n: number }>(
      "select count(distinct conversation_id)::int as n from public.chat_escalations where urgent and not resolved",
    );
    const page = await history(admin, { p_limit: 100 });
    // Other test files may add conversations meanwhile: the open urgent ones are a prefix of the page, whatever their number.
    const flags = page.rows.map((row) => row.urgent_open);
    const firstOrdinary = flags.indexOf(false);
    expect(firstOrdinary === -1 ? flags.length : firstOrdinary).toBeGreaterThanOrEqual(Math.min(n, 100));
    if (firstOrdinary !== -1) expect(flags.slice(firstOrdinary).some(Boolean)).toBe(false);
    if (n <= 100) expect(page.rows.map((row) => row.id)).toEqual(expect.arrayContaining([made["urgent-old"], made["urgent-mid"], made["urgent-new"]]));
  });
});
