import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { z } from "zod";
import type { Caller } from "./auth.ts";
import { findBucketForServer } from "./buckets.ts";
import { actAs, inTransaction, probeAsCaller, type Tx } from "./db.ts";
import { errors } from "./errors.ts";
import { readBody, sendJson } from "./http.ts";
import { baseMimeType, checkMimeType, effectiveLimit } from "./limits.ts";
import { normalisedMimeType } from "./mime-type.ts";
import { objectRef, type ObjectRef } from "./names.ts";
import { ownerUuid, type ObjectMetadata, type Route, type StorageDeps } from "./service.ts";

// POST /object/{bucket}/{key} (x-upsert: true|false) and PUT /object/{bucket}/{key} (always upsert), with the
// file as multipart form data (what storage-js sends for a Blob/File) or as the raw body.
//
// Order of work, so a refused upload leaves nothing behind:
//   1. bucket settings (as the server) → 400/404 for a missing bucket, 415 early for a raw body of the wrong type;
//   2. a probe insert as the caller, rolled back → RLS denial before the body is even read;
//   3. the body, cut off at the bucket's size limit → 413; multipart part type → 415;
//   4. one transaction as the caller: insert/upsert the row, then write the bytes, then commit.
//      Any failure after the write deletes that file; a replaced version's file is deleted after the commit.

/** Room for the multipart envelope and form fields around the file itself. */
const MULTIPART_OVERHEAD = 1024 * 1024;
const DEFAULT_CACHE_CONTROL = "no-cache";
const CACHE_CONTROL_HEADER = /^[\w ,=-]{1,200}$/;

const userMetadata = z.record(z.string(), z.unknown());

interface Upload {
  bytes: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseUserMetadata(json: string | undefined): Record<string, unknown> | null {
  if (json === undefined || json === "") return null;
  try {
    const parsed = userMetadata.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the 400 below
  }
  throw errors.invalidParameter("metadata", "Invalid Parameter metadata: must be a JSON object");
}

/**
 * The one media type an upload declares, normalised (`IMAGE/PNG; x=1` → `image/png`): what is
 * checked against the bucket is then exactly what is stored and served. A header a browser would read as
 * another type (a comma list such as `image/png;,text/html`) or cannot parse is refused.
 */
function uploadMimeType(declared: string): string {
  if (declared.trim() === "") return "application/octet-stream";
  const normalised = normalisedMimeType(declared);
  if (normalised === null) throw errors.invalidMimeType(declared);
  return normalised;
}

function cacheControlFromSeconds(value: string | undefined): string {
  if (value === undefined || value === "") return DEFAULT_CACHE_CONTROL;
  if (!/^\d{1,10}$/.test(value)) throw errors.invalidParameter("cacheControl");
  return `max-age=${value}`;
}

async function readMultipart(req: IncomingMessage, contentType: string, limit: number): Promise<Upload> {
  const body = await readBody(req, limit + MULTIPART_OVERHEAD, () => errors.entityTooLarge());
  let form: FormData;
  try {
    // undici's multipart parser (the same one behind fetch) rather than a hand-written one.
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw errors.invalidRequest("Invalid multipart/form-data body");
  }
  // Like Storage, the first file part is the upload whatever its field name (storage-js sends "").
  const file = [...form.values()].find((value): value is File => typeof value !== "string");
  if (!file) throw errors.noContent();
  if (file.size > limit) throw errors.entityTooLarge();
  const field = (name: string): string | undefined => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimeType: uploadMimeType(file.type),
    cacheControl: cacheControlFromSeconds(field("cacheControl")),
    userMetadata: parseUserMetadata(field("metadata")),
  };
}

async function readRaw(req: IncomingMessage, mimeType: string, limit: number): Promise<Upload> {
  const header = req.headers["cache-control"];
  if (header !== undefined && !CACHE_CONTROL_HEADER.test(header)) throw errors.invalidParameter("cache-control");
  const encodedMetadata = req.headers["x-metadata"];
  let metadataJson: string | undefined;
  if (typeof encodedMetadata === "string") metadataJson = Buffer.from(encodedMetadata, "base64").toString("utf8");
  const userMetadataValue = parseUserMetadata(metadataJson);
  return {
    bytes: await readBody(req, limit, () => errors.entityTooLarge()),
    mimeType,
    cacheControl: header ?? DEFAULT_CACHE_CONTROL,
    userMetadata: userMetadataValue,
  };
}

function insertStatement(upsert: boolean): string {
  const conflict = upsert
    ? `on conflict (bucket_id, name) do update set
         owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata,
         updated_at = now(), last_accessed_at = now()`
    : "";
  return `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
          values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning id`;
}

async function insertRow(tx: Tx, ref: ObjectRef, caller: Caller, upsert: boolean, version: string, metadata: unknown, user: unknown) {
  try {
    const { rows } = await tx.query<{ id: string }>(insertStatement(upsert), [
      ref.bucket,
      ref.key,
      ownerUuid(caller),
      caller.sub ?? null,
      version,
      JSON.stringify(metadata),
      user === null ? null : JSON.stringify(user),
    ]);
    return rows[0]?.id;
  } catch (error) {
    if (error instanceof Error && (error as { code?: string }).code === "23505") throw errors.keyAlreadyExists();
    throw error;
  }
}

/** The caller's right to write this object, tried and rolled back (Storage's check before it reads a body). */
export async function probeUpload(deps: StorageDeps, caller: Caller, ref: ObjectRef, upsert: boolean): Promise<void> {
  await inTransaction(deps.db, (tx) => findBucketForServer(tx, ref.bucket));
  await probeAsCaller(deps.db, caller, (tx) => insertRow(tx, ref, caller, upsert, randomUUID(), {}, null));
}

export async function upload(deps: StorageDeps, request: Parameters<Route>[1], upsert: boolean, signedFor?: Caller): Promise<void> {
  const { db, files } = deps;
  const { req, res, segments } = request;
  // A signed upload URL carries its own permission (checked when it was signed): it writes as the server
  // on behalf of the owner named in the token.
  const caller = signedFor ?? (await request.caller());
  const ref = objectRef(segments);

  const contentType = req.headers["content-type"] ?? "";
  const multipart = baseMimeType(contentType) === "multipart/form-data";
  const rawMimeType = multipart ? "" : uploadMimeType(contentType);

  const bucket = await inTransaction(db, (tx) => findBucketForServer(tx, ref.bucket));
  const limit = effectiveLimit(bucket.file_size_limit, deps.fileSizeLimit);
  if (!multipart) checkMimeType(rawMimeType, bucket.allowed_mime_types);

  await probeAsCaller(db, caller, (tx) => insertRow(tx, ref, caller, upsert, randomUUID(), {}, null));

  const file = multipart ? await readMultipart(req, contentType, limit) : await readRaw(req, rawMimeType, limit);
  checkMimeType(file.mimeType, bucket.allowed_mime_types);

  const version = randomUUID();
  const metadata: ObjectMetadata = {
    eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
    size: file.bytes.length,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };

  let written = false;
  let replaced: string | null = null;
  let id: string | undefined;
  try {
    id = await inTransaction(db, async (tx) => {
      // Locked with the server's rights so the version being replaced is known even when the caller's
      // policies would hide it, and no concurrent upsert can slip in between.
      const previous = await tx.query<{ version: string | null }>(
        "select version from storage.objects where bucket_id = $1 and name = $2 for update",
        [ref.bucket, ref.key],
      );
      replaced = previous.rows[0]?.version ?? null;
      await actAs(tx, caller);
      const rowId = await insertRow(tx, ref, caller, upsert, version, metadata, file.userMetadata);
      await files.write(version, file.bytes);
      written = true;
      return rowId;
    });
  } catch (error) {
    if (written) await files.remove(version).catch(() => undefined);
    throw error;
  }
  if (replaced && replaced !== version) await files.remove(replaced).catch(() => undefined);
  sendJson(res, 200, { Id: id, Key: `${ref.bucket}/${ref.key}` });
}

export const createObject: Route = (deps, request) =>
  upload(deps, request, (request.req.headers["x-upsert"] ?? "").toString().toLowerCase() === "true");

export const updateObject: Route = (deps, request) => upload(deps, request, true);
