// The admin store's replication (src/features/admin/store) against a throwaway local stack: the initial
// pull of 1,000 posts into an empty store, and the push of 100 edits made offline, on reconnect.
// RxDB runs here in Node on its memory storage (the browser uses Dexie/IndexedDB on the same code path),
// over supabase-js and the real gateway, PostgREST, RLS and triggers. Targets: <= 2 s and <= 1 s.
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { startStack } from "../supabase/local/stack.ts";
import { createAdminDatabase } from "../src/features/admin/store/database.ts";
import { replicateTable } from "../src/features/admin/store/replication.ts";
import { postsTable } from "../src/features/admin/store/tables.ts";
import { summary } from "./stats.ts";

const POSTS = 1000;
const EDITS = 100;

export async function benchAdminReplication(runs = Number(process.env.ADMIN_REPLICATION_RUNS ?? 3)): Promise<Record<string, unknown>> {
  // Without dev-mode, as the production build runs it.
  const stack = await startStack({ mode: "test" });
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  try {
    await pool.query(
      `insert into public.blog_posts (slug, title, excerpt, category, content, status, meta_keywords)
       select 'bench-' || n, 'Bench-indlæg ' || n, 'Et uddrag til målingen nummer ' || n, 'Bench',
              repeat('Indhold til målingen. ', 40), 'draft', array['bench', 'n' || n]
       from generate_series(1, $1) as n`,
      [POSTS],
    );
    const email = `bench-${randomUUID()}@example.dk`;
    const password = `Pw-${randomUUID()}`;
    const anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const signUp = await anon.auth.signUp({ email, password });
    if (!signUp.data.user) throw new Error(`sign-up failed: ${signUp.error?.message}`);
    await pool.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [signUp.data.user.id]);
    const session = (await anon.auth.signInWithPassword({ email, password })).data.session;
    if (!session) throw new Error("sign-in failed");

    const network = { online: true };
    const client = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        headers: { authorization: `Bearer ${session.access_token}` },
        fetch: (input, init) => (network.online ? fetch(input, init) : Promise.reject(new TypeError("offline"))),
      },
    });
    const [{ count }] = (await pool.query<{ count: string }>("select count(*) from public.blog_posts")).rows as [{ count: string }];

    const pulls: number[] = [];
    const pushes: number[] = [];
    for (let run = 0; run < runs; run++) {
      const db = await createAdminDatabase({ name: `bench${run}`, storage: getRxStorageMemory() });
      let started = performance.now();
      const replication = replicateTable({ collection: db.posts, spec: postsTable, client, retryTime: 20 });
      await replication.awaitInitialReplication();
      pulls.push(performance.now() - started);
      const local = await db.posts.count().exec();
      if (local !== Number(count)) throw new Error(`pulled ${local} of ${count} posts`);

      network.online = false;
      const docs = await db.posts.find({ limit: EDITS }).exec();
      for (const doc of docs) await doc.incrementalPatch({ title: `${doc.title} (offline ${run})` });
      network.online = true;
      started = performance.now();
      replication.reSync();
      await replication.awaitInSync();
      pushes.push(performance.now() - started);
      const { rows } = await pool.query<{ n: string }>("select count(*) as n from public.blog_posts where title like $1", [`% (offline ${run})`]);
      if (Number(rows[0]?.n) !== EDITS) throw new Error(`server has ${rows[0]?.n} of ${EDITS} edits`);
      await replication.cancel();
      await db.remove();
    }
    return {
      "posts on the server": Number(count),
      [`initial pull of ${count} posts into an empty store (ms, target <= 2000)`]: summary(pulls),
      [`push of ${EDITS} offline edits on reconnect (ms, target <= 1000)`]: summary(pushes),
    };
  } finally {
    await pool.end();
    await stack.stop();
  }
}
