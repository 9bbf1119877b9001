import { createClient } from "@supabase/supabase-js";
import type { RxReplicationState } from "rxdb/plugins/replication";
import { addRxPlugin, type RxStorage } from "rxdb";
import { RxDBDevModePlugin, disableWarnings } from "rxdb/plugins/dev-mode";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { wrappedValidateAjvStorage } from "rxdb/plugins/validate-ajv";
import { createAdminDatabase, type AdminDatabase } from "../../../src/features/admin/store/database.ts";
import { replicateTable } from "../../../src/features/admin/store/replication.ts";
import { postsTable, testimonialsTable } from "../../../src/features/admin/store/tables.ts";
import type { TestUser } from "./clients.ts";
import { stackInfo } from "./clients.ts";

disableWarnings();
addRxPlugin(RxDBDevModePlugin);

/** A browser's network: `online = false` makes every request fail as a dropped connection does. */
export interface Network {
  online: boolean;
}

/** One browser's persistent storage: survives closing the database (a reload) while the object lives. */
export function newBrowserStorage(): RxStorage<unknown, unknown> {
  return wrappedValidateAjvStorage({ storage: getRxStorageMemory() });
}

export interface OpenStore {
  db: AdminDatabase;
  replications: RxReplicationState<unknown, unknown>[];
  /** Waits until everything local is on the server and the server's changes are here. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the admin store as the app does, signed in as `user`, over `network`. */
export async function openStore(user: TestUser, storage: RxStorage<unknown, unknown>, network: Network, name = "admin"): Promise<OpenStore> {
  const client = createClient(stackInfo().apiUrl, stackInfo().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      headers: { authorization: `Bearer ${user.accessToken}` },
      fetch: (input, init) => (network.online ? fetch(input, init) : Promise.reject(new TypeError("fetch failed (offline)"))),
    },
  });
  const db = await createAdminDatabase({ name, storage });
  const replications: RxReplicationState<unknown, unknown>[] = [
    replicateTable({ collection: db.posts, spec: postsTable, client, retryTime: 50 }) as RxReplicationState<unknown, unknown>,
    replicateTable({ collection: db.testimonials, spec: testimonialsTable, client, retryTime: 50 }) as RxReplicationState<unknown, unknown>,
  ];
  return {
    db,
    replications,
    async sync() {
      for (const replication of replications) {
        replication.reSync();
        await replication.awaitInSync();
      }
    },
    async close() {
      for (const replication of replications) await replication.cancel();
      await db.close();
    },
  };
}
