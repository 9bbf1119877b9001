// Every table x {anon, customer, admin, service_role} x {select, insert, update, delete}, through
// supabase-js against the real stack (gateway → PostgREST → Postgres with RLS).
//
// A denied cell passes only if the request failed or touched zero rows AND the superuser sees the data
// unchanged. An allowed cell passes only if the change really happened. Fixtures are made as superuser
// per test and removed afterwards, so cells never depend on each other.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { anonClient, newUser, serviceClient, sql, type TestUser } from "./support/clients.ts";

type Actor = "anon" | "customer" | "admin" | "service_role";
type Op = "select" | "insert" | "update" | "delete";
type TableName =
  | "blog_posts"
  | "testimonials"
  | "chat_conversations"
  | "chat_messages"
  | "chat_escalations"
  | "user_roles";

/** Which fixture rows a select may return: none, the public ones, the actor's own, or all. */
type Read = "none" | "public" | "own" | "all";
type Write = "allow" | "deny";
const A: Write = "allow";
const D: Write = "deny";

const ACTORS: Actor[] = ["anon", "customer", "admin", "service_role"];

// The policy this schema promises (docs/product-rules.md#roles-and-permissions; migration 20261122000200_rls_and_rpc.sql).
//                                       anon      customer  admin     service_role
const MATRIX: Record<TableName, { select: Read[]; insert: Write[]; update: Write[]; delete: Write[] }> = {
  blog_posts:         { select: ["public", "public", "all",   "all"], insert: [D, D, A, A], update: [D, D, A, A], delete: [D, D, A, A] },
  testimonials:       { select: ["public", "public", "all",   "all"], insert: [D, D, A, A], update: [D, D, A, A], delete: [D, D, A, A] },
  // Admins close conversations and resolve escalations (20261123000300_admin_chat_updates.sql), and delete a
  // conversation on a data subject's request (20261125100000_leads_inbox.sql).
  chat_conversations: { select: ["none",   "none",   "all",   "all"], insert: [D, D, D, A], update: [D, D, A, A], delete: [D, D, A, A] },
  chat_messages:      { select: ["none",   "none",   "all",   "all"], insert: [D, D, D, A], update: [D, D, D, A], delete: [D, D, D, A] },
  chat_escalations:   { select: ["none",   "none",   "all",   "all"], insert: [D, D, D, A], update: [D, D, A, A], delete: [D, D, D, A] },
  user_roles:         { select: ["none",   "own",    "own",   "all"], insert: [D, D, D, A], update: [D, D, D, A], delete: [D, D, D, A] },
};

// The matrix is generic over tables, which supabase-js's typed client cannot express; the untyped client
// (Database = any) is used for the calls, and every result is checked against the database instead.
type AnyClient = SupabaseClient;

let customer: TestUser;
let admin: TestUser;
let adminRoleId: string;
const clients = new Map<Actor, AnyClient>();
const cleanups: string[] = [];

beforeAll(async () => {
  customer = await newUser({ fullName: "Kunde Matrix" });
  admin = await newUser({ admin: true, fullName: "Admin Matrix" });
  const [role] = await sql<{ id: string }>("select id from public.user_roles where user_id = $1", [admin.id]);
  adminRoleId = String(role?.id);
  clients.set("anon", anonClient() as unknown as AnyClient);
  clients.set("customer", customer.client as unknown as AnyClient);
  clients.set("admin", admin.client as unknown as AnyClient);
  clients.set("service_role", serviceClient() as unknown as AnyClient);
});

afterEach(async () => {
  // Cleanups are SQL statements recorded while arranging; run newest first (children before parents).
  for (const statement of cleanups.splice(0).reverse()) await sql(statement);
});

afterAll(async () => {
  await sql("delete from auth.users where id = any($1::uuid[])", [[customer.id, admin.id]]);
});

function client(actor: Actor): AnyClient {
  const c = clients.get(actor);
  if (!c) throw new Error(`no client for ${actor}`);
  return c;
}

// ------------------------------------------------------------------------------------------------------------
// Fixtures, created as superuser
// ------------------------------------------------------------------------------------------------------------

async function makePost(kind: "published" | "draft" | "deleted"): Promise<string> {
  const id = randomUUID();
  const published = kind !== "draft";
  await sql(
    `insert into public.blog_posts (id, slug, title, excerpt, category, content, status, published_at, _deleted)
     values ($1, $2, 'Matrixindlæg', 'Et indlæg til RLS-testen.', 'Test', 'Indhold til RLS-matrixen.', $3, $4, $5)`,
    [id, `rls-${id}`, published ? "published" : "draft", published ? new Date().toISOString() : null, kind === "deleted"],
  );
  cleanups.push(`delete from public.blog_posts where id = '${id}'`);
  return id;
}

async function makeTestimonial(kind: "active" | "inactive" | "deleted"): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into public.testimonials (id, company_name, quote, is_active, display_order, _deleted)
     values ($1, 'Matrix ApS', 'Et citat til RLS-testen.', $2, 9999, $3)`,
    [id, kind !== "inactive", kind === "deleted"],
  );
  cleanups.push(`delete from public.testimonials where id = '${id}'`);
  return id;
}

async function makeConversation(): Promise<string> {
  const id = randomUUID();
  await sql("insert into public.chat_conversations (id, session_id) values ($1, $2)", [id, `rls-${id}`]);
  cleanups.push(`delete from public.chat_conversations where id = '${id}'`);
  return id;
}

async function makeMessage(conversationId: string): Promise<string> {
  const id = randomUUID();
  await sql("insert into public.chat_messages (id, conversation_id, role, content) values ($1, $2, 'user', 'Hej')", [
    id,
    conversationId,
  ]);
  return id;
}

async function makeEscalation(conversationId: string): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into public.chat_escalations (id, conversation_id, reason, user_message)
     values ($1, $2, 'Kunden vil tale med et menneske', 'Kan jeg få en opringning?')`,
    [id, conversationId],
  );
  return id;
}

/** A user that exists only in the database (no session), for role rows that belong to someone else. */
async function makeUser(): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
    [id, `rls-${id}@example.dk`],
  );
  cleanups.push(`delete from auth.users where id = '${id}'`);
  return id;
}

async function makeOtherAdminRole(): Promise<string> {
  const userId = await makeUser();
  const [row] = await sql<{ id: string }>(
    "insert into public.user_roles (user_id, role) values ($1, 'admin') returning id",
    [userId],
  );
  return String(row?.id);
}

interface SelectFixture {
  /** Every fixture row id, with what kind of reader may see it. */
  rows: { id: string; public: boolean; ownedBy?: Actor }[];
}

interface TableSpec {
  selectFixture(): Promise<SelectFixture>;
  /** A row the actor could plausibly try to write, and that update/delete target. */
  target(): Promise<string>;
  insertPayload(actor: Actor): Promise<Record<string, unknown>>;
  update: { column: string; value: unknown };
}

const TABLES: Record<TableName, TableSpec> = {
  blog_posts: {
    async selectFixture() {
      return {
        rows: [
          { id: await makePost("published"), public: true },
          { id: await makePost("draft"), public: false },
          { id: await makePost("deleted"), public: false },
        ],
      };
    },
    target: () => makePost("published"),
    async insertPayload() {
      const id = randomUUID();
      cleanups.push(`delete from public.blog_posts where id = '${id}'`);
      return {
        id,
        slug: `rls-new-${id}`,
        title: "Nyt indlæg",
        excerpt: "Et nyt indlæg fra matrixen.",
        category: "Test",
        content: "Indholdet af det nye indlæg.",
        status: "draft",
      };
    },
    update: { column: "title", value: "Ændret af matrixen" },
  },
  testimonials: {
    async selectFixture() {
      return {
        rows: [
          { id: await makeTestimonial("active"), public: true },
          { id: await makeTestimonial("inactive"), public: false },
          { id: await makeTestimonial("deleted"), public: false },
        ],
      };
    },
    target: () => makeTestimonial("active"),
    async insertPayload() {
      const id = randomUUID();
      cleanups.push(`delete from public.testimonials where id = '${id}'`);
      return { id, company_name: "Ny Reference ApS", quote: "Et nyt citat fra matrixen.", display_order: 9999 };
    },
    update: { column: "quote", value: "Ændret citat fra matrixen." },
  },
  chat_conversations: {
    async selectFixture() {
      return { rows: [{ id: await makeConversation(), public: false }] };
    },
    target: makeConversation,
    async insertPayload() {
      const id = randomUUID();
      cleanups.push(`delete from public.chat_conversations where id = '${id}'`);
      return { id, session_id: `rls-new-${id}` };
    },
    update: { column: "status", value: "closed" },
  },
  chat_messages: {
    async selectFixture() {
      return { rows: [{ id: await makeMessage(await makeConversation()), public: false }] };
    },
    target: async () => makeMessage(await makeConversation()),
    async insertPayload() {
      return { id: randomUUID(), conversation_id: await makeConversation(), role: "user", content: "Ny besked" };
    },
    update: { column: "content", value: "Ændret besked" },
  },
  chat_escalations: {
    async selectFixture() {
      return { rows: [{ id: await makeEscalation(await makeConversation()), public: false }] };
    },
    target: async () => makeEscalation(await makeConversation()),
    async insertPayload() {
      return {
        id: randomUUID(),
        conversation_id: await makeConversation(),
        reason: "Ny eskalering",
        user_message: "Ring til mig",
      };
    },
    update: { column: "resolved", value: true },
  },
  user_roles: {
    async selectFixture() {
      return {
        rows: [
          { id: adminRoleId, public: false, ownedBy: "admin" },
          { id: await makeOtherAdminRole(), public: false },
        ],
      };
    },
    target: makeOtherAdminRole,
    async insertPayload(actor) {
      // A customer tries to make itself admin; everyone else tries to make a new user admin.
      const userId = actor === "customer" ? customer.id : await makeUser();
      const id = randomUUID();
      cleanups.push(`delete from public.user_roles where id = '${id}'`);
      return { id, user_id: userId, role: "admin" };
    },
    update: { column: "created_at", value: "2001-01-01T00:00:00+00:00" },
  },
};

// ------------------------------------------------------------------------------------------------------------
// Assertions
// ------------------------------------------------------------------------------------------------------------

async function rowById(table: TableName, id: string): Promise<Record<string, unknown> | undefined> {
  const rows = await sql(`select * from public.${table} where id = $1`, [id]);
  return rows[0];
}

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

async function checkSelect(table: TableName, actor: Actor, rule: Read): Promise<void> {
  const fixture = await TABLES[table].selectFixture();
  const ids = fixture.rows.map((r) => r.id);
  const { data, error } = await client(actor).from(table).select("id").in("id", ids);
  const expected = fixture.rows
    .filter((r) => rule === "all" || (rule === "public" && r.public) || (rule === "own" && r.ownedBy === actor))
    .map((r) => r.id)
    .sort();
  if (rule === "none" && error) return;
  expect(error, `${actor} select ${table}`).toBeNull();
  const seen = (data ?? []).map((r: { id: string }) => r.id).sort();
  expect(seen).toEqual(expected);
}

async function checkInsert(table: TableName, actor: Actor, rule: Write): Promise<void> {
  const payload = await TABLES[table].insertPayload(actor);
  const { error } = await client(actor).from(table).insert(payload);
  const stored = await rowById(table, String(payload.id));
  if (rule === "allow") {
    expect(error, `${actor} insert ${table}`).toBeNull();
    expect(stored).toBeDefined();
  } else {
    expect(error, `${actor} insert ${table} must fail`).not.toBeNull();
    expect(stored).toBeUndefined();
  }
}

async function checkUpdate(table: TableName, actor: Actor, rule: Write): Promise<void> {
  const id = await TABLES[table].target();
  const before = await rowById(table, id);
  const { column, value } = TABLES[table].update;
  const { data, error } = await client(actor).from(table).update({ [column]: value }).eq("id", id).select("id");
  const after = await rowById(table, id);
  if (rule === "allow") {
    expect(error, `${actor} update ${table}`).toBeNull();
    expect(data).toHaveLength(1);
    expect(comparable(after?.[column])).toEqual(comparable(column === "created_at" ? new Date(String(value)) : value));
  } else {
    expect(error !== null || (data ?? []).length === 0, `${actor} update ${table} must fail or touch no rows`).toBe(true);
    expect(after).toEqual(before);
  }
}

async function checkDelete(table: TableName, actor: Actor, rule: Write): Promise<void> {
  const id = await TABLES[table].target();
  const { data, error } = await client(actor).from(table).delete().eq("id", id).select("id");
  const after = await rowById(table, id);
  if (rule === "allow") {
    expect(error, `${actor} delete ${table}`).toBeNull();
    expect(data).toHaveLength(1);
    expect(after).toBeUndefined();
  } else {
    expect(error !== null || (data ?? []).length === 0, `${actor} delete ${table} must fail or touch no rows`).toBe(true);
    expect(after).toBeDefined();
  }
}

const CHECKS: Record<Op, (table: TableName, actor: Actor, rule: never) => Promise<void>> = {
  select: checkSelect,
  insert: checkInsert,
  update: checkUpdate,
  delete: checkDelete,
};

for (const table of Object.keys(MATRIX) as TableName[]) {
  describe(table, () => {
    for (const op of ["select", "insert", "update", "delete"] as const) {
      ACTORS.forEach((actor, i) => {
        const rule = MATRIX[table][op][i] as never;
        it(`${actor} ${op}: ${String(rule)}`, () => CHECKS[op](table, actor, rule));
      });
    }
  });
}
