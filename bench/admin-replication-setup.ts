import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import type pg from "pg";
import type { RunningStack } from "../supabase/local/stack.ts";

export const BENCH_POSTS = 1000;
export const BENCH_EDITS = 100;

/** 1,000 draft posts and a signed-in admin on a fresh stack: what both replication benches start from. */
export async function prepareReplicationBench(stack: RunningStack, pool: pg.Pool): Promise<{ accessToken: string; serverPosts: number }> {
  await pool.query(
    `insert into public.blog_posts (slug, title, excerpt, category, content, status, meta_keywords)
     select 'bench-' || n, 'Bench-indlæg ' || n, 'Et uddrag til målingen nummer ' || n, 'Bench',
            repeat('Indhold til målingen. ', 40), 'draft', array['bench', 'n' || n]
     from generate_series(1, $1) as n`,
    [BENCH_POSTS],
  );
  const email = `bench-${randomUUID()}@example.dk`;
  const password = `Pw-${randomUUID()}`;
  const anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const signUp = await anon.auth.signUp({ email, password });
  if (!signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
  await pool.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [signUp.data.user.id]);
  const session = (await anon.auth.signInWithPassword({ email, password })).data.session;
  if (!session) throw new Error("sign-in failed");
  const [{ count }] = (await pool.query<{ count: string }>("select count(*) from public.blog_posts")).rows as [{ count: string }];
  return { accessToken: session.access_token, serverPosts: Number(count) };
}

/** How many server rows carry this run's offline edit. */
export async function editsOnServer(pool: pg.Pool, run: number): Promise<number> {
  const { rows } = await pool.query<{ n: string }>("select count(*) as n from public.blog_posts where title like $1", [`% (offline ${run})`]);
  return Number(rows[0]?.n);
}
