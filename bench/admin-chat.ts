// The admin chat history at scale: a throwaway stack seeded with 1,000,000 conversations and 5,000,000
// messages (set-based SQL, generate_series), then the history's calls through the gateway as a signed-in
// admin, as the page makes them (rpc admin_chat_conversations): first page, next page, search by e-mail,
// search by message text, the 'escalated' and 'urgent' filters, and the first page after the open urgent
// conversations (which the history lists first). Targets: p50 under 150 ms for paging and filters, under
// 300 ms for text search. Also reports the database size and how long seeding took.
//
// Seeding drops the chat tables' secondary indexes and triggers' work (session_replication_role = replica)
// while the rows go in, then recreates every index from its own definition, as a bulk load is done.
import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import { startStack } from "../supabase/local/stack.ts";
import { summary, timeIt } from "./stats.ts";

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1_000_000);
const MESSAGES_PER_CONVERSATION = 5;
// The seeded conversations with an open urgent escalation (i % 2000 = 40, below).
const OPEN_URGENT = Math.floor((CONVERSATIONS + 1960) / 2000);

// Visitor questions and assistant replies the generated conversations are made of.
const QUESTIONS = [
  "Hvad koster Skjold for en virksomhed med 12 medarbejdere?",
  "Kan jeg opsige abonnementet med en måneds varsel?",
  "Hvordan beskytter I mod phishing-mails?",
  "Virker det også på vores Mac-computere?",
  "Får vi hjælp, hvis vi bliver ramt af et angreb?",
  "Hvordan kommer vi i gang, og hvor lang tid tager det?",
  "Kan vi prøve det gratis først?",
  "Hvad er forskellen på Core og Essentials?",
  "Hjælper I med backup af vores filer?",
  "Skal vores IT-leverandør installere noget?",
  "Er jeres data opbevaret i EU?",
  "Kan jeg få en faktura med EAN-nummer?",
];
const REPLIES = [
  "**Core** koster 99 kr. pr. medarbejder pr. måned. [Se priserne](/#pricing)",
  "Ja, abonnementet kan opsiges med løbende +1 måneds varsel.",
  "Platformen scanner indgående mails og advarer medarbejderne om mistænkelige links.",
  "Ja, agenten findes til Windows, macOS og de mest brugte mobiler.",
  "Ja, vores supportteam hjælper inden for én arbejdsdag. [Kontakt os](/#contact)",
  "Det tager typisk en formiddag at komme i gang; vi guider jer trin for trin.",
];
// One visitor in 2,000 asks about this, so the text search finds about 1,500 of the 3,000,000 visitor messages.
const RARE_TOPIC = "cyberforsikring";

function sqlArray(values: string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;
}

async function seed(db: pg.Pool): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const step = async (label: string, statement: string) => {
    const started = performance.now();
    await db.query(statement);
    timings[label] = Math.round(performance.now() - started);
  };
  const indexes = await db.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
       join pg_class c on c.relname = i.indexname
       join pg_index x on x.indexrelid = c.oid
      where i.schemaname = 'public' and i.tablename in ('chat_conversations', 'chat_messages', 'chat_escalations')
        and not x.indisprimary`,
  );
  for (const index of indexes.rows) await db.query(`drop index public.${index.name}`);

  await step(
    "conversations (ms)",
    `set session_replication_role = replica;
     insert into public.chat_conversations (id, session_id, user_email, user_name, status, escalated, created_at, updated_at)
     select md5('conversation ' || i)::uuid,
            'sess-' || substr(md5('session ' || i), 1, 20),
            case when i % 3 = 0 then 'kunde' || i || '@firma' || (i % 9973) || '.dk' end,
            case when i % 3 = 0 then (${sqlArray(["Anne", "Peter", "Mette", "Lars", "Sofie", "Jens", "Camilla", "Henrik"])})[1 + i % 8]
                                      || ' ' || (${sqlArray(["Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Larsen"])})[1 + (i / 8) % 6] end,
            case when i % 5 < 3 then 'closed' else 'active' end,
            i % 40 = 0,
            now() - make_interval(secs => i * 30 + 600),
            now() - make_interval(secs => i * 30)
       from generate_series(1, ${CONVERSATIONS}) i;
     set session_replication_role = origin;`,
  );
  await step(
    "messages (ms)",
    `set session_replication_role = replica;
     insert into public.chat_messages (conversation_id, role, content, created_at)
     select md5('conversation ' || i)::uuid,
            case when j % 2 = 1 then 'user' else 'assistant' end,
            case when j % 2 = 1 then
                   (${sqlArray(QUESTIONS)})[1 + (hashint4(i * 7 + j) & 2147483647) % ${QUESTIONS.length}]
                   || case when (hashint4(i * 13 + j) & 2147483647) % 2000 = 0 then ' Dækker det vores ${RARE_TOPIC}?' else '' end
                 else (${sqlArray(REPLIES)})[1 + (hashint4(i * 11 + j) & 2147483647) % ${REPLIES.length}] end,
            now() - make_interval(secs => i * 30 + 600 - j * 60)
       from generate_series(1, ${CONVERSATIONS}) i, generate_series(1, ${MESSAGES_PER_CONVERSATION}) j;
     set session_replication_role = origin;`,
  );
  await step(
    "escalations (ms)",
    // One hand-off in 1,000 reports an attack in progress, half of them still open: far more open urgent ones
    // than a real inbox would leave, so the history's urgent-first order is measured with room to spare.
    `set session_replication_role = replica;
     insert into public.chat_escalations (conversation_id, reason, user_message, resolved, lead_status, urgent, created_at)
     select md5('conversation ' || i)::uuid, 'Den besøgende bad om at blive kontaktet af en medarbejder.',
            'Kan I ringe til mig?', i % 80 = 0, case when i % 80 = 0 then 'done' else 'new' end, i % 2000 in (40, 80),
            now() - make_interval(secs => i * 30)
       from generate_series(40, ${CONVERSATIONS}, 40) i;
     set session_replication_role = origin;`,
  );
  const started = performance.now();
  await db.query("set maintenance_work_mem = '256MB'");
  for (const index of indexes.rows) await db.query(index.definition);
  timings["indexes (ms)"] = Math.round(performance.now() - started);
  // The list's totals are kept by triggers, which were off for the load.
  await step("recount (ms)", "select private.recount_chat_conversations()");
  await step("vacuum analyze (ms)", "vacuum analyze public.chat_conversations, public.chat_messages, public.chat_escalations");
  return timings;
}

export async function benchAdminChat(runs = 30, warmup = 3): Promise<Record<string, unknown>> {
  const stack = await startStack({ mode: "test", seed: false });
  const db = new pg.Pool({ connectionString: stack.dbUrl, max: 1 });
  try {
    const seeding = await seed(db);
    const anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const email = `bench-admin-${Date.now()}@example.dk`;
    const password = "Bench-admin-2026";
    const signUp = await anon.auth.signUp({ email, password });
    if (!signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
    await db.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [signUp.data.user.id]);
    const signIn = await anon.auth.signInWithPassword({ email, password });
    const token = signIn.data.session?.access_token;
    if (!token) throw new Error(`sign-in failed: ${signIn.error?.message}`);

    // A visitor's address somewhere in the middle of the history (a third of the conversations have one).
    const [sample] = (await db.query<{ user_email: string }>("select user_email from public.chat_conversations where user_email is not null order by updated_at limit 1 offset $1", [Math.floor(CONVERSATIONS * 0.1)])).rows;
    const call = async (body: Record<string, unknown>) => {
      const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/admin_chat_conversations`, {
        method: "POST",
        headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`admin_chat_conversations answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { total: number; rows: unknown[] };
    };
    const cases: Record<string, Record<string, unknown>> = {
      "first page": { p_limit: 25, p_offset: 0 },
      "next page": { p_limit: 25, p_offset: 25 },
      "search by e-mail": { p_search: sample!.user_email, p_limit: 25, p_offset: 0 },
      "search by message text": { p_search: RARE_TOPIC, p_limit: 25, p_offset: 0 },
      "filter escalated": { p_status: "escalated", p_limit: 25, p_offset: 0 },
      "filter urgent": { p_status: "urgent", p_limit: 25, p_offset: 0 },
      "page after the open urgent ones": { p_limit: 25, p_offset: OPEN_URGENT },
    };
    const results: Record<string, unknown> = {
      conversations: CONVERSATIONS,
      messages: CONVERSATIONS * MESSAGES_PER_CONVERSATION,
      "seeding (ms)": seeding,
    };
    for (const [label, body] of Object.entries(cases)) {
      const answer = await call(body);
      for (let i = 0; i < warmup; i++) await call(body);
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await timeIt(() => call(body)));
      results[`${label} (ms)`] = { ...summary(samples), matches: answer.total, rows: answer.rows.length };
    }
    const size = await db.query<{ size: string; chat: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size,
              pg_size_pretty(pg_total_relation_size('public.chat_messages') + pg_total_relation_size('public.chat_conversations')
                             + pg_total_relation_size('public.chat_escalations')) as chat`,
    );
    results["database size"] = size.rows[0]?.size;
    results["chat tables with indexes"] = size.rows[0]?.chat;
    return results;
  } finally {
    await db.end();
    await stack.stop();
  }
}
