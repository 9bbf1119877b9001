/**
 * The admin store in this browser: RxDB on IndexedDB (Dexie), replicating with Supabase while the
 * admin screens are open. Loaded only by the admin routes.
 */
import { addRxPlugin, removeRxDatabase, type RxStorage } from "rxdb";
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

const DATABASE_NAME = "skjold-admin";
/** Whose copy the store holds: another admin signing in on this browser never sees the last one's drafts. */
const OWNER_KEY = "skjold-admin-owner";
/** Every localStorage key of the admin area (drafts, pending count, owner, verified admin) starts so. */
const LOCAL_PREFIX = "skjold-admin-";

let opening: Promise<AdminStore> | undefined;
let stopSyncing: (() => void) | undefined;

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

function clearLocalKeys(): void {
  pendingChanges.clear();
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(LOCAL_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

async function open(): Promise<AdminStore> {
  const [rxStorage, supabase] = await Promise.all([storage(), getSupabase()]);
  const owner = (await supabase.auth.getSession()).data.session?.user.id;
  const previousOwner = localStorage.getItem(OWNER_KEY);
  if (owner && previousOwner && previousOwner !== owner) {
    await removeRxDatabase(DATABASE_NAME, rxStorage, true);
    clearLocalKeys();
  }
  if (owner) localStorage.setItem(OWNER_KEY, owner);
  const db = await createAdminDatabase({ name: DATABASE_NAME, storage: rxStorage, multiInstance: true });
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
  const reSync = () => replications.forEach((replication) => replication.reSync());
  window.addEventListener("online", reSync);
  const timer = setInterval(() => {
    if (navigator.onLine) reSync();
  }, 15_000);
  stopSyncing = () => {
    window.removeEventListener("online", reSync);
    clearInterval(timer);
  };
  return { db, replications };
}

/**
 * Changes that live only in this browser: documents not yet confirmed by the server, and conflicts the
 * admin has not settled. Before that, a push is tried when online (up to `waitMs`), since it usually lands.
 */
export async function unsyncedChanges(waitMs = 5_000): Promise<number> {
  if (!opening) return pendingChanges.size();
  const { db, replications } = await opening;
  if (navigator.onLine && pendingChanges.size() > 0) {
    await Promise.race([
      Promise.all(replications.map((replication) => replication.awaitInSync())),
      new Promise((resolve) => setTimeout(resolve, waitMs)),
    ]);
  }
  return pendingChanges.size() + (await db.conflicts.count().exec());
}

/** Logout: the admin's copy (posts, testimonials, conflicts, drafts) leaves this browser with them. */
export async function wipeAdminStore(): Promise<void> {
  const store = await opening?.catch(() => undefined);
  opening = undefined;
  stopSyncing?.();
  stopSyncing = undefined;
  if (store) {
    await Promise.all(store.replications.map((replication) => replication.cancel()));
    await store.db.remove();
  } else {
    await removeRxDatabase(DATABASE_NAME, await storage(), true);
  }
  // RxDB's Dexie storage empties its tables but leaves the IndexedDB databases; drop those too.
  await deleteIndexedDbs(`rxdb-dexie-${DATABASE_NAME}--`);
  clearLocalKeys();
}

async function deleteIndexedDbs(prefix: string): Promise<void> {
  if (typeof indexedDB.databases !== "function") return;
  const names = (await indexedDB.databases()).map((info) => info.name ?? "").filter((name) => name.startsWith(prefix));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          // "blocked": another tab still has it open; it is deleted when that tab lets go, and is empty already.
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

export function getAdminStore(): Promise<AdminStore> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}
