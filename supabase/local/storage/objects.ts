import { randomUUID } from "node:crypto";
import { z } from "zod";
import { findBucketForServer } from "./buckets.ts";
import { actAs, asCaller, inTransaction } from "./db.ts";
import { errors } from "./errors.ts";
import { readJson, sendJson } from "./http.ts";
import { checkMimeType, effectiveLimit } from "./limits.ts";
import { checkBucketName, checkKey, objectRef } from "./names.ts";
import { ownerUuid, type BucketRow, type ObjectRow, type Route } from "./service.ts";

// Delete, list, move and copy. Every row statement runs as the caller, so a policy that hides or protects
// a row makes it behave as missing (delete, list) or refused (move, copy), as on hosted Supabase.

const OBJECT_COLUMNS =
  "id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at";

const deleteBody = z.object({ prefixes: z.array(z.string().min(1)).min(1).max(1000) });

export const deleteObjects: Route = async ({ db, files }, { req, res, segments, caller }) => {
  const who = await caller();
  const bucket = checkBucketName(segments[0] ?? "");
  const { prefixes } = await readJson(req, deleteBody);
  const rows = await asCaller(db, who, async (tx) => {
    const result = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucket, prefixes],
    );
    return result.rows;
  });
  await Promise.all(rows.map((row) => files.remove(row.version)));
  sendJson(res, 200, rows);
};

export const deleteObject: Route = async ({ db, files }, { res, segments, caller }) => {
  const who = await caller();
  const ref = objectRef(segments);
  const rows = await asCaller(db, who, async (tx) => {
    const result = await tx.query<{ version: string | null }>(
      "delete from storage.objects where bucket_id = $1 and name = $2 returning version",
      [ref.bucket, ref.key],
    );
    return result.rows;
  });
  if (!rows[0]) throw errors.noSuchKey();
  await files.remove(rows[0].version);
  sendJson(res, 200, { message: "Successfully deleted" });
};

const listBody = z.object({
  prefix: z.string().max(1024),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  sortBy: z
    .object({
      column: z.enum(["name", "updated_at", "created_at", "last_accessed_at"]).default("name"),
      order: z.enum(["asc", "desc"]).default("asc"),
    })
    .default({ column: "name", order: "asc" }),
  search: z.string().max(1024).default(""),
});

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: ObjectRow["metadata"];
}

/**
 * One folder level under `prefix`, like storage.search(): files at that level plus one entry (id null) per
 * sub-folder. The rows come from a select as the caller, so the listing shows only what policies allow.
 */
export const listObjects: Route = async ({ db }, { req, res, segments, caller }) => {
  const who = await caller();
  const bucket = checkBucketName(segments[0] ?? "");
  const body = await readJson(req, listBody);
  const folder = body.prefix.split("/").filter(Boolean).join("/");
  const base = folder ? `${folder}/` : "";
  const rows = await asCaller(db, who, async (tx) => {
    const result = await tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects
       where bucket_id = $1 and left(name, length($2)) = $2`,
      [bucket, base],
    );
    return result.rows;
  });
  const search = body.search.toLowerCase();
  const folders = new Map<string, ListEntry>();
  const filesAtLevel: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(base.length);
    const slash = rest.indexOf("/");
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name || !name.toLowerCase().startsWith(search)) continue;
    if (slash === -1) {
      filesAtLevel.push({
        name,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!folders.has(name)) {
      folders.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const { column, order } = body.sortBy;
  const direction = order === "asc" ? 1 : -1;
  const key = (entry: ListEntry): string => {
    if (column === "name") return entry.name;
    const value = entry[column];
    return value ? value.toISOString() : "";
  };
  const entries = [...folders.values(), ...filesAtLevel].sort((a, b) => {
    const byColumn = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    return direction * (byColumn || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  });
  sendJson(res, 200, entries.slice(body.offset, body.offset + body.limit));
};

const moveBody = z.object({
  bucketId: z.string().min(1),
  sourceKey: z.string().min(1),
  destinationKey: z.string().min(1),
  destinationBucket: z.string().min(1).optional(),
});

const copyBody = moveBody.extend({
  copyMetadata: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** A moved or copied object must fit the destination bucket's rules like an upload would. */
function checkFitsBucket(row: Pick<ObjectRow, "metadata">, bucket: BucketRow, globalLimit: number): void {
  checkMimeType(row.metadata?.mimetype ?? "application/octet-stream", bucket.allowed_mime_types);
  if ((row.metadata?.size ?? 0) > effectiveLimit(bucket.file_size_limit, globalLimit)) throw errors.entityTooLarge();
}

function duplicateAsConflict(error: unknown): never {
  if (error instanceof Error && (error as { code?: string }).code === "23505") throw errors.keyAlreadyExists();
  throw error;
}

export const moveObject: Route = async ({ db, fileSizeLimit }, { req, res, caller }) => {
  const who = await caller();
  const body = await readJson(req, moveBody);
  const from = { bucket: checkBucketName(body.bucketId), key: checkKey(body.sourceKey) };
  const to = { bucket: checkBucketName(body.destinationBucket ?? body.bucketId), key: checkKey(body.destinationKey) };
  const moved = await inTransaction(db, async (tx) => {
    const target = await findBucketForServer(tx, to.bucket);
    const source = await tx.query<Pick<ObjectRow, "metadata">>(
      "select metadata from storage.objects where bucket_id = $1 and name = $2",
      [from.bucket, from.key],
    );
    if (source.rows[0] && to.bucket !== from.bucket) checkFitsBucket(source.rows[0], target, fileSizeLimit);
    await actAs(tx, who);
    // The bytes are stored per version, not per name, so a move is only a row update.
    const result = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, updated_at = now(), last_accessed_at = now()
       where bucket_id = $1 and name = $2`,
      [from.bucket, from.key, to.bucket, to.key, ownerUuid(who), who.sub ?? null],
    );
    return result.rowCount ?? 0;
  }).catch(duplicateAsConflict);
  if (moved === 0) throw errors.noSuchKey();
  sendJson(res, 200, { message: "Successfully moved" });
};

export const copyObject: Route = async ({ db, files, fileSizeLimit }, { req, res, caller }) => {
  const who = await caller();
  const upsert = (req.headers["x-upsert"] ?? "").toString().toLowerCase() === "true";
  const body = await readJson(req, copyBody);
  const from = { bucket: checkBucketName(body.bucketId), key: checkKey(body.sourceKey) };
  const to = { bucket: checkBucketName(body.destinationBucket ?? body.bucketId), key: checkKey(body.destinationKey) };
  const version = randomUUID();
  let written = false;
  let replaced: string | null = null;
  let id: string | undefined;
  try {
    id = await inTransaction(db, async (tx) => {
      const target = await findBucketForServer(tx, to.bucket);
      const previous = await tx.query<{ version: string | null }>(
        "select version from storage.objects where bucket_id = $1 and name = $2 for update",
        [to.bucket, to.key],
      );
      replaced = previous.rows[0]?.version ?? null;
      await actAs(tx, who);
      const source = await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [from.bucket, from.key],
      );
      const row = source.rows[0];
      if (!row?.version) throw errors.noSuchKey();
      checkFitsBucket(row, target, fileSizeLimit);
      const userMetadata = body.copyMetadata === false ? (body.metadata ?? null) : (body.metadata ?? row.user_metadata);
      const conflict = upsert
        ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
             version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
             updated_at = now(), last_accessed_at = now()`
        : "";
      const inserted = await tx
        .query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
           values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning id`,
          [
            to.bucket,
            to.key,
            ownerUuid(who),
            who.sub ?? null,
            version,
            JSON.stringify({ ...row.metadata, lastModified: new Date().toISOString() }),
            userMetadata === null ? null : JSON.stringify(userMetadata),
          ],
        )
        .catch(duplicateAsConflict);
      await files.copy(row.version, version);
      written = true;
      return inserted.rows[0]?.id;
    });
  } catch (error) {
    if (written) await files.remove(version).catch(() => undefined);
    throw error;
  }
  if (replaced && replaced !== version) await files.remove(replaced).catch(() => undefined);
  sendJson(res, 200, { Id: id, Key: `${to.bucket}/${to.key}` });
};
