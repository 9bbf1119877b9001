import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, inject } from "vitest";
import type { MailMessage } from "../../../supabase/local/context.ts";
import type { StackInfo } from "../../../supabase/local/stack.ts";
import type { Database } from "#shared/database.types.ts";
import { createPool } from "../../../supabase/local/postgres.ts";

export type Client = SupabaseClient<Database>;

export function stackInfo(): StackInfo {
  return inject("stack");
}

function client(key: string): Client {
  return createClient<Database>(stackInfo().apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A visitor: the public anon key, no session. */
export function anonClient(): Client {
  return client(stackInfo().anonKey);
}

/** The service role: bypasses RLS, as the edge functions' admin client does. */
export function serviceClient(): Client {
  return client(stackInfo().serviceRoleKey);
}

let pool: pg.Pool | undefined;
afterAll(async () => {
  await pool?.end();
  pool = undefined;
});

/** Runs SQL as the database superuser: to arrange data and to check what really changed. */
export async function sql<Row extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  pool ??= createPool(stackInfo().dbUrl, 4);
  const result = await pool.query<Row>(text, params);
  return result.rows;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  client: Client;
  accessToken: string;
}

/** Signs up a fresh user through the real auth server and signs them in; `admin` grants the role as superuser. */
export async function newUser(options: { admin?: boolean; fullName?: string } = {}): Promise<TestUser> {
  const email = `test-${randomUUID()}@example.dk`;
  const password = `Pw-${randomUUID()}`;
  const signUp = await anonClient().auth.signUp({
    email,
    password,
    options: { data: { full_name: options.fullName ?? "Test Bruger" } },
  });
  if (signUp.error || !signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
  const id = signUp.data.user.id;
  if (options.admin) await sql("insert into public.user_roles (user_id, role) values ($1, 'admin')", [id]);
  const userClient = anonClient();
  const signIn = await userClient.auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw new Error(`sign-in failed: ${signIn.error?.message}`);
  return { id, email, password, client: userClient, accessToken: signIn.data.session.access_token };
}

/** The local outbox's messages for one address, newest first. */
export async function mailbox(email: string): Promise<MailMessage[]> {
  const response = await fetch(`${stackInfo().mailUrl}/api/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

/** Calls an edge function over plain HTTP, so tests see status codes and bodies exactly as a browser would. */
export async function callFunction(
  name: string,
  init: { token?: string; body?: unknown; rawBody?: string; method?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { apikey: stackInfo().anonKey, "content-type": "application/json" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${stackInfo().apiUrl}/functions/v1/${name}`, {
    method: init.method ?? "POST",
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text so the assertion shows it.
  }
  return { status: response.status, body };
}
