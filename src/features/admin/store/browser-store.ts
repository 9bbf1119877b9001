/**
 * The admin store in this browser: RxDB on IndexedDB (Dexie), replicating with Supabase while the
 * admin screens are open. Loaded only by the admin routes.
 */
import { addRxPlugin, type RxStorage } from "rxdb";
import type { RxReplicationState } from "rxdb/plugins/replication";
import { getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import { getSupabase } from "../../../lib/supabase.ts";
import { createAdminDatabase, type AdminDatabase } from "./database.ts";
import { pendingChanges } from "./pending.ts";
import { replicateTable, type RestClient } from "./replication.ts";
import { postsTable, testimonialsTable } from "./tables.ts";

export interface AdminStore {
  db: AdminDatabase;
  replications: RxReplicationState<unknown, unknown>[];
}

let opening: Promise<AdminStore> | undefined;

async function storage(): Promise<RxStorage<unknown, unknown>> {
  const dexie = getRxStorageDexie() as RxStorage<unknown, unknown>;
  if (!import.meta.env.DEV) return dexie;
  // Dev-mode checks schemas and queries; it requires a validating storage.
  const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] = await Promise.all([
    import("rxdb/plugins/dev-mode"),
    import("rxdb/plugins/validate-ajv"),
  ]);
  disableWarnings();
  addRxPlugin(RxDBDevModePlugin);
  return wrappedValidateAjvStorage({ storage: dexie });
}

async function open(): Promise<AdminStore> {
  const [db, supabase] = await Promise.all([
    storage().then((s) => createAdminDatabase({ name: "skjold-admin", storage: s, multiInstance: true })),
    getSupabase(),
  ]);
  // The typed client narrows `from` per table; the replication is generic over both tables.
  const client = supabase as unknown as RestClient;
  const replications = [
    replicateTable({ collection: db.posts, spec: postsTable, client }) as RxReplicationState<unknown, unknown>,
    replicateTable({ collection: db.testimonials, spec: testimonialsTable, client }) as RxReplicationState<unknown, unknown>,
  ];
  const names = ["posts", "testimonials"] as const;
  replications.forEach((replication, index) => {
    replication.sent$.subscribe((doc) => pendingChanges.remove([`${names[index]}:${(doc as unknown as { id: string }).id}`]));
  });
  // Pull what others changed: on reconnect at once, otherwise every 15 seconds.
  window.addEventListener("online", () => replications.forEach((replication) => replication.reSync()));
  setInterval(() => {
    if (navigator.onLine) replications.forEach((replication) => replication.reSync());
  }, 15_000);
  return { db, replications };
}

export function getAdminStore(): Promise<AdminStore> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}
