import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { Caller } from "./auth.ts";
import { asCaller, inTransaction } from "./db.ts";
import { errors } from "./errors.ts";
import { sendJson } from "./http.ts";
import { objectRef, type ObjectRef } from "./names.ts";
import { normalisedMimeType } from "./mime-type.ts";
import type { ObjectRow, Route, RouteRequest, StorageDeps } from "./service.ts";

// GET/HEAD /object/{bucket}/{key}, /object/authenticated/{bucket}/{key}: the row is read as the caller (RLS select).
// GET/HEAD /object/public/{bucket}/{key}: no token; the bucket must be public, then the row is read by the server.

const OBJECT_COLUMNS =
  "id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at";

export async function findObjectAsCaller(deps: StorageDeps, caller: Caller, ref: ObjectRef): Promise<ObjectRow> {
  const rows = await asCaller(deps.db, caller, async (tx) => {
    return (await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [ref.bucket, ref.key])).rows;
  });
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

async function findPublicObject(deps: StorageDeps, ref: ObjectRef): Promise<ObjectRow> {
  return inTransaction(deps.db, async (tx) => {
    const bucket = await tx.query("select 1 from storage.buckets where id = $1 and public", [ref.bucket]);
    if (bucket.rows.length === 0) throw errors.noSuchBucket();
    const { rows } = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [ref.bucket, ref.key]);
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0];
  });
}

/** RFC 6266 attachment header that survives any file name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

/** The row with the server's rights: for a signed URL, whose token already stands for the permission. */
export async function findObjectForServer(deps: StorageDeps, ref: ObjectRef): Promise<ObjectRow> {
  return inTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [ref.bucket, ref.key]);
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0];
  });
}

export async function serveObject(deps: StorageDeps, { req, res, url }: RouteRequest, row: ObjectRow): Promise<void> {
  if (!row.version) throw errors.noSuchKey();
  const size = await stat(deps.files.pathOf(row.version)).then(
    (info) => info.size,
    () => undefined,
  );
  // A row whose bytes are gone (e.g. a wiped data folder) is reported as missing rather than as a crash.
  if (size === undefined) throw errors.noSuchKey();
  const meta = row.metadata ?? {};
  const etag = meta.eTag ?? `"${row.version}"`;
  const lastModified = new Date(meta.lastModified ?? row.updated_at ?? Date.now()).toUTCString();
  // Served re-normalised too, so a row written some other way (SQL, an older server) cannot name two types.
  res.setHeader("content-type", normalisedMimeType(meta.mimetype ?? "") ?? "application/octet-stream");
  res.setHeader("cache-control", meta.cacheControl ?? "no-cache");
  res.setHeader("etag", etag);
  res.setHeader("last-modified", lastModified);
  // The stored type is what the uploader declared: never let a browser second-guess it into HTML.
  res.setHeader("x-content-type-options", "nosniff");
  const download = url.searchParams.get("download");
  if (download !== null) {
    res.setHeader("content-disposition", attachment(download || row.name.split("/").pop() || "download"));
  }
  req.resume();
  if (etagMatches(req.headers["if-none-match"], etag)) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader("content-length", size);
  if (req.method === "HEAD") {
    res.writeHead(200).end();
    return;
  }
  res.writeHead(200);
  await pipeline(deps.files.open(row.version), res).catch((error: unknown) => {
    // Headers are out; the client sees a cut connection. Log for the developer, nothing more to tell the client.
    deps.log(`[storage] streaming ${row.bucket_id}/${row.name} failed: ${String(error)}`);
  });
}

export const getObject: Route = async (deps, request) => {
  const caller = await request.caller();
  const row = await findObjectAsCaller(deps, caller, objectRef(request.segments));
  await serveObject(deps, request, row);
};

export const getPublicObject: Route = async (deps, request) => {
  const row = await findPublicObject(deps, objectRef(request.segments));
  await serveObject(deps, request, row);
};

function info(row: ObjectRow) {
  const meta = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: meta.lastModified ?? row.updated_at,
    created_at: row.created_at,
  };
}

export const getObjectInfo: Route = async (deps, { res, segments, caller }) => {
  const row = await findObjectAsCaller(deps, await caller(), objectRef(segments));
  sendJson(res, 200, info(row));
};

export const getPublicObjectInfo: Route = async (deps, { res, segments }) => {
  const row = await findPublicObject(deps, objectRef(segments));
  sendJson(res, 200, info(row));
};
