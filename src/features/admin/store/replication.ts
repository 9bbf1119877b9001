/**
 * Replication of one admin collection with its Supabase table, through PostgREST. Written here rather
 * than with rxdb/plugins/replication-supabase because that plugin's push guard compares every column
 * (blog_posts.meta_keywords is an array, which it cannot compare) and would call a post "changed
 * elsewhere" whenever a visitor's view bumped views_count.
 *
 * The rule (also in the admin UI): a push lands when the server's editable fields are still those this
 * browser last saw (`_modified` is the lock that makes the update atomic; a change of views_count alone
 * is no conflict). Otherwise the server's version wins in the store and the local version is kept as a
 * conflict record, from which the admin can restore it. A change the server refuses (a check
 * constraint, RLS) is kept the same way with the server's message: nothing is silently dropped.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { replicateRxCollection, type RxReplicationState } from "rxdb/plugins/replication";
import type { RxCollection, RxReplicationWriteToMasterRow, WithDeleted } from "rxdb";
import { pick, sameFields } from "./editable.ts";
import type { Row, TableSpec } from "./tables.ts";

/** The untyped client: both tables go through one generic handler, so the per-table row types cannot help here. */
export type RestClient = Pick<SupabaseClient, "from">;

export interface Checkpoint {
  id: string;
  modified: string;
}

export type PushOutcome = { reason: "edited-elsewhere" | "refused"; message: string | null };

/** Why the last conflict of a document arose, read by the collection's conflict handler. */
export const pushOutcomes = new Map<string, PushOutcome>();

export const outcomeKey = (collection: string, id: string) => `${collection}:${id}`;

interface PostgrestError {
  code?: string;
  message: string;
}

/** Errors that retrying cannot fix: data the database refuses, or a role it refuses. */
function isPermanent(error: PostgrestError): boolean {
  return /^(22|23|42)[0-9A-Z]{3}$/.test(error.code ?? "") || (error.code ?? "").startsWith("PGRST");
}

export interface ReplicationOptions<Doc extends { id: string; modified: string | null }> {
  collection: RxCollection<Doc>;
  spec: TableSpec<Doc>;
  client: RestClient;
  /** Documents per pull request. */
  batchSize?: number;
  /** Milliseconds between retries after an error (offline, for instance). */
  retryTime?: number;
}

export function replicateTable<Doc extends { id: string; modified: string | null }>(
  options: ReplicationOptions<Doc>,
): RxReplicationState<Doc, Checkpoint> {
  const { spec, client } = options;
  const toDoc = (row: Row): WithDeleted<Doc> => ({ ...spec.fromRow(row), _deleted: row._deleted === true });

  async function fetchById(id: string): Promise<WithDeleted<Doc> | undefined> {
    const { data, error } = await client.from(spec.table).select("*").eq("id", id).limit(1);
    if (error) throw error;
    const rows = data as Row[];
    return rows[0] ? toDoc(rows[0]) : undefined;
  }

  function refused(doc: WithDeleted<Doc>, message: string, current: WithDeleted<Doc> | undefined): WithDeleted<Doc> {
    pushOutcomes.set(outcomeKey(spec.collection, doc.id), { reason: "refused", message });
    // With no server row, the server's version is "no such document".
    return current ?? { ...doc, _deleted: true };
  }

  function conflict(doc: WithDeleted<Doc>, current: WithDeleted<Doc>): WithDeleted<Doc> {
    pushOutcomes.set(outcomeKey(spec.collection, doc.id), { reason: "edited-elsewhere", message: null });
    return current;
  }

  const same = (a: WithDeleted<Doc>, b: WithDeleted<Doc>) => sameFields(spec.editable, a, b) && a._deleted === b._deleted;

  async function insert(doc: WithDeleted<Doc>): Promise<WithDeleted<Doc> | undefined> {
    const { error } = await client.from(spec.table).insert({ ...spec.insertRow(doc), _deleted: doc._deleted });
    if (!error) return undefined;
    const current = await fetchById(doc.id);
    if (current) {
      // Inserted by an earlier push whose answer was lost (a reload, a dropped connection).
      return same(current, doc) ? undefined : conflict(doc, current);
    }
    if (isPermanent(error)) return refused(doc, error.message, undefined);
    throw error;
  }

  async function update(doc: WithDeleted<Doc>, assumed: WithDeleted<Doc>): Promise<WithDeleted<Doc> | undefined> {
    const changes = { ...pick(doc, spec.editable), _deleted: doc._deleted };
    let base: WithDeleted<Doc> = assumed;
    for (let attempt = 0; attempt < 5; attempt++) {
      if (base.modified !== null) {
        const { data, error } = await client
          .from(spec.table)
          .update(changes)
          .eq("id", doc.id)
          .eq("_modified", base.modified)
          .select("id");
        if (error) {
          if (isPermanent(error)) return refused(doc, error.message, await fetchById(doc.id));
          throw error;
        }
        if ((data as Row[]).length > 0) return undefined;
      }
      const current = await fetchById(doc.id);
      // Gone, or hidden by RLS (not an admin): the server will not take this change.
      if (!current) return base.modified === null ? insert(doc) : refused(doc, "Serveren har ikke rækken (eller giver ikke adgang til den)", undefined);
      if (same(current, doc)) return undefined;
      if (!same(current, base)) return conflict(doc, current);
      // Only server-kept fields moved (views_count) or our own earlier push: try again on the new lock.
      base = current;
    }
    throw new Error(`${spec.table} ${doc.id}: the row kept changing during the push`);
  }

  return replicateRxCollection<Doc, Checkpoint>({
    collection: options.collection,
    replicationIdentifier: `supabase-${spec.table}`,
    live: true,
    retryTime: options.retryTime ?? 5000,
    // One tab replicates at a time would need leader election; each tab pushing its own writes is safe
    // with the lock above, so every tab replicates.
    waitForLeadership: false,
    pull: {
      batchSize: options.batchSize ?? 500,
      async handler(checkpoint, batchSize) {
        let query = client.from(spec.table).select("*");
        if (checkpoint) {
          query = query.or(`_modified.gt.${checkpoint.modified},and(_modified.eq.${checkpoint.modified},id.gt.${checkpoint.id})`);
        }
        const { data, error } = await query.order("_modified", { ascending: true }).order("id", { ascending: true }).limit(batchSize);
        if (error) throw error;
        const rows = data as Row[];
        const last = rows.at(-1);
        return {
          documents: rows.map(toDoc),
          checkpoint: last ? { id: String(last.id), modified: String(last._modified) } : (checkpoint ?? undefined),
        };
      },
    },
    push: {
      batchSize: 100,
      async handler(rows: RxReplicationWriteToMasterRow<Doc>[]) {
        // A browser that says it is offline is not asked to send: the edit stays local until the connection
        // is back, even if a request might still get through on a half-working network. The replication
        // tries again after retryTime, and at once on 'online' (browser-store.ts).
        if (globalThis.navigator?.onLine === false) throw new Error("Offline: the changes wait for the connection");
        const conflicts: WithDeleted<Doc>[] = [];
        await Promise.all(
          rows.map(async ({ newDocumentState, assumedMasterState }) => {
            const master = assumedMasterState ? await update(newDocumentState, assumedMasterState) : await insert(newDocumentState);
            if (master) conflicts.push(master);
          }),
        );
        return conflicts;
      },
    },
  });
}
