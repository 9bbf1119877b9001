import { z } from "zod";
import { actAs, asCaller, inTransaction, type Tx } from "./db.ts";
import { errors } from "./errors.ts";
import { readJson, sendJson } from "./http.ts";
import { MIME_PATTERN, parseFileSizeLimit } from "./limits.ts";
import { checkBucketName } from "./names.ts";
import { ownerUuid, type BucketRow, type Route } from "./service.ts";

// Bucket rows are read and written as the caller, so only the service key (BYPASSRLS) or an explicit
// policy on storage.buckets can manage buckets, exactly as on hosted Supabase.

const BUCKET_COLUMNS = "id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at";

const fileSizeLimit = z.union([z.number(), z.string().max(32)]).nullable().optional();
const allowedMimeTypes = z.array(z.string().regex(MIME_PATTERN, "must be a media type like image/png or image/*").max(255)).max(200).nullable().optional();

const createBody = z.object({
  name: z.string().min(1),
  id: z.string().min(1).optional(),
  public: z.boolean().optional(),
  type: z.enum(["STANDARD", "ANALYTICS", "VECTOR"]).optional(),
  file_size_limit: fileSizeLimit,
  allowed_mime_types: allowedMimeTypes,
});

const updateBody = z.object({
  public: z.boolean().optional(),
  file_size_limit: fileSizeLimit,
  allowed_mime_types: allowedMimeTypes,
});

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortColumn: z.enum(["id", "name", "created_at", "updated_at"]).default("name"),
  sortOrder: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().max(100).optional(),
});

function present(row: BucketRow) {
  return {
    ...row,
    type: "STANDARD",
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  };
}

/** Bucket settings read with the server's rights, as Storage does before accepting an upload. */
export async function findBucketForServer(tx: Tx, id: string): Promise<BucketRow> {
  const { rows } = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw errors.noSuchBucket();
  return rows[0];
}

function duplicateAsConflict(error: unknown): never {
  if (error instanceof Error && (error as { code?: string }).code === "23505") throw errors.bucketAlreadyExists();
  throw error;
}

export const listBuckets: Route = async ({ db }, { res, url, caller }) => {
  const parsed = listQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw errors.badRequest("Invalid query parameters");
  const { limit, offset, sortColumn, sortOrder, search } = parsed.data;
  const rows = await asCaller(db, await caller(), async (tx) => {
    const result = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where ($1::text is null or name ilike '%' || $1 || '%')
       order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
      [search ?? null, limit ?? null, offset ?? 0],
    );
    return result.rows;
  });
  sendJson(res, 200, rows.map(present));
};

export const getBucket: Route = async ({ db }, { res, segments, caller }) => {
  const id = checkBucketName(segments[0] ?? "");
  const rows = await asCaller(db, await caller(), async (tx) => {
    return (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows;
  });
  if (!rows[0]) throw errors.noSuchBucket();
  // Storage's GET /bucket/{id} answers these columns only (no owner_id, no type), unlike the list.
  const { owner_id: _ownerId, type: _type, ...bucket } = present(rows[0]);
  sendJson(res, 200, bucket);
};

export const createBucket: Route = async ({ db }, { req, res, caller }) => {
  const who = await caller();
  const body = await readJson(req, createBody);
  const id = checkBucketName(body.id ?? body.name);
  const name = checkBucketName(body.name);
  const limit = parseFileSizeLimit(body.file_size_limit);
  await asCaller(db, who, async (tx) => {
    await tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, name, ownerUuid(who), who.sub ?? null, body.public ?? false, limit ?? null, body.allowed_mime_types ?? null],
    );
  }).catch(duplicateAsConflict);
  sendJson(res, 200, { name });
};

export const updateBucket: Route = async ({ db }, { req, res, segments, caller }) => {
  const who = await caller();
  const id = checkBucketName(segments[0] ?? "");
  const body = await readJson(req, updateBody);
  const limit = parseFileSizeLimit(body.file_size_limit);
  const updated = await asCaller(db, who, async (tx) => {
    // A field left out keeps its value; an explicit null clears it (like Storage).
    const result = await tx.query(
      `update storage.buckets set
         public = case when $2 then $3 else public end,
         file_size_limit = case when $4 then $5 else file_size_limit end,
         allowed_mime_types = case when $6 then $7 else allowed_mime_types end,
         updated_at = now()
       where id = $1`,
      [
        id,
        body.public !== undefined,
        body.public ?? null,
        limit !== undefined,
        limit ?? null,
        body.allowed_mime_types !== undefined,
        body.allowed_mime_types ?? null,
      ],
    );
    return result.rowCount ?? 0;
  });
  if (updated === 0) throw errors.noSuchBucket();
  sendJson(res, 200, { message: "Successfully updated" });
};

export const emptyBucket: Route = async ({ db, files }, { res, segments, caller }) => {
  const who = await caller();
  const id = checkBucketName(segments[0] ?? "");
  const versions = await inTransaction(db, async (tx) => {
    await findBucketForServer(tx, id);
    await actAs(tx, who);
    const result = await tx.query<{ version: string | null }>(
      "delete from storage.objects where bucket_id = $1 returning version",
      [id],
    );
    return result.rows.map((row) => row.version);
  });
  await Promise.all(versions.map((version) => files.remove(version)));
  // Done at once here; hosted Storage queues the work and answers with this message.
  sendJson(res, 200, { message: "Empty bucket has been queued. Completion may take up to an hour." });
};

export const deleteBucket: Route = async ({ db }, { res, segments, caller }) => {
  const who = await caller();
  const id = checkBucketName(segments[0] ?? "");
  await inTransaction(db, async (tx) => {
    await findBucketForServer(tx, id);
    const { rows } = await tx.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id]);
    if (rows.length > 0) throw errors.bucketNotEmpty();
    await actAs(tx, who);
    const result = await tx.query("delete from storage.buckets where id = $1", [id]);
    // Not visible to the caller's policies: to them the bucket does not exist.
    if ((result.rowCount ?? 0) === 0) throw errors.noSuchBucket();
  });
  sendJson(res, 200, { message: "Successfully deleted" });
};
