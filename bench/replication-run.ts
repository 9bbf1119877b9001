// One run of the replication bench, shared by Node (memory storage) and the browser (Dexie on IndexedDB):
// the initial pull into an empty store, then `edits` edits made offline and pushed on reconnect.
// Nothing here imports Node: the browser bench bundles it (bench/browser/).
import type { RxStorage } from "rxdb";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createAdminDatabase } from "../src/features/admin/store/database.ts";
import { replicateTable, type RestClient } from "../src/features/admin/store/replication.ts";
import { postsTable } from "../src/features/admin/store/tables.ts";

export interface ReplicationRun {
  pullMs: number;
  pushMs: number;
  localPosts: number;
}

/** `network.online` is what the client's fetch obeys, so "offline" cuts exactly the replication's requests. */
export async function replicationRun(options: {
  name: string;
  storage: RxStorage<unknown, unknown>;
  client: SupabaseClient;
  network: { online: boolean };
  edits: number;
  run: number;
}): Promise<ReplicationRun> {
  const db = await createAdminDatabase({ name: options.name, storage: options.storage });
  let started = performance.now();
  const replication = replicateTable({ collection: db.posts, spec: postsTable, client: options.client as unknown as RestClient, retryTime: 20 });
  await replication.awaitInitialReplication();
  const pullMs = performance.now() - started;
  const localPosts = await db.posts.count().exec();

  options.network.online = false;
  const docs = await db.posts.find({ limit: options.edits }).exec();
  for (const doc of docs) await doc.incrementalPatch({ title: `${doc.title} (offline ${options.run})` });
  options.network.online = true;
  started = performance.now();
  replication.reSync();
  await replication.awaitInSync();
  const pushMs = performance.now() - started;
  await replication.cancel();
  await db.remove();
  return { pullMs, pushMs, localPosts };
}
