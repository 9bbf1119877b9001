import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServiceContext, ServiceHandler } from "../context.ts";
import { authenticate, type Caller } from "./auth.ts";
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from "./buckets.ts";
import { getObject, getObjectInfo, getPublicObject, getPublicObjectInfo } from "./download.ts";
import { errors, StorageError } from "./errors.ts";
import { createFileStore } from "./files.ts";
import { sendError } from "./http.ts";
import { decodeSegments } from "./names.ts";
import { copyObject, deleteObject, deleteObjects, listObjects, moveObject } from "./objects.ts";
import type { Route, StorageDeps } from "./service.ts";
import { createObject, updateObject } from "./upload.ts";
import { listObjectsV2 } from "./list-v2.ts";
import { signedRoutes } from "./signed.ts";
import { GLOBAL_FILE_SIZE_LIMIT } from "./limits.ts";

type SignedRoutes = ReturnType<typeof signedRoutes>;

// The subset of Supabase Storage's HTTP API that @supabase/supabase-js's storage client calls for
// buckets and objects, mounted by the gateway under /storage/v1. One small module per concern;
// this file only routes. Resumable (TUS) uploads, S3 and image transforms are not offered.

interface Match {
  route: Route;
  /** Decoded segments after the fixed part of the route. */
  segments: string[];
}

type Method = "GET" | "HEAD" | "POST" | "PUT" | "DELETE";

/** First segments under /object that name a route, never a bucket: anything else under them is a 404. */
const RESERVED = new Set(["sign", "upload", "list", "list-v2", "move", "copy", "info", "public", "authenticated", "render"]);

function match(method: Method, parts: string[], signed: SignedRoutes): Match | undefined {
  const [area, second, ...rest] = parts;
  const read = method === "GET" || method === "HEAD";

  if (area === "bucket") {
    if (second === undefined) {
      if (method === "GET") return { route: listBuckets, segments: [] };
      if (method === "POST") return { route: createBucket, segments: [] };
      return undefined;
    }
    if (rest.length === 0) {
      if (method === "GET") return { route: getBucket, segments: [second] };
      if (method === "PUT") return { route: updateBucket, segments: [second] };
      if (method === "DELETE") return { route: deleteBucket, segments: [second] };
      return undefined;
    }
    if (rest.length === 1 && rest[0] === "empty" && method === "POST") return { route: emptyBucket, segments: [second] };
    return undefined;
  }

  if (area !== "object" || second === undefined) return undefined;

  if (method === "POST" && rest.length === 0 && second === "move") return { route: moveObject, segments: [] };
  if (method === "POST" && rest.length === 0 && second === "copy") return { route: copyObject, segments: [] };
  if (method === "POST" && second === "list" && rest.length === 1) return { route: listObjects, segments: rest };
  if (method === "POST" && second === "list-v2" && rest.length === 1) return { route: listObjectsV2, segments: rest };
  if (second === "sign") {
    if (method === "POST" && rest.length === 1) return { route: signed.signObjects, segments: rest };
    if (method === "POST" && rest.length > 1) return { route: signed.signObject, segments: rest };
    if (read && rest.length > 1) return { route: signed.getSignedObject, segments: rest };
    return undefined;
  }
  if (second === "upload" && rest[0] === "sign" && rest.length > 2) {
    if (method === "POST") return { route: signed.signUpload, segments: rest.slice(1) };
    if (method === "PUT") return { route: signed.uploadToSigned, segments: rest.slice(1) };
    return undefined;
  }
  if (read && second === "public") return { route: getPublicObject, segments: rest };
  if (read && second === "authenticated") return { route: getObject, segments: rest };
  if (method === "GET" && second === "info") {
    const [scope, ...tail] = rest;
    if (scope === "public") return { route: getPublicObjectInfo, segments: tail };
    if (scope === "authenticated") return { route: getObjectInfo, segments: tail };
    return { route: getObjectInfo, segments: rest };
  }
  if (RESERVED.has(second)) return undefined;
  if (method === "DELETE" && rest.length === 0) return { route: deleteObjects, segments: [second] };

  const segments = [second, ...rest];
  if (read) return { route: getObject, segments };
  if (method === "POST") return { route: createObject, segments };
  if (method === "PUT") return { route: updateObject, segments };
  if (method === "DELETE") return { route: deleteObject, segments };
  return undefined;
}

export function createStorageService(ctx: ServiceContext, options: { fileSizeLimit?: number } = {}): ServiceHandler {
  const secret = new TextEncoder().encode(ctx.jwtSecret);
  const fileSizeLimit = options.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT;
  const deps: StorageDeps = { db: ctx.db, files: createFileStore(ctx.dataDir), log: ctx.log, fileSizeLimit };
  const signed = signedRoutes(secret);

  return async (req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> => {
    const method = (req.method ?? "GET").toUpperCase() as Method;
    try {
      const found = match(method, decodeSegments(path), signed);
      if (!found) {
        // Fastify's not-found answer is a real 404, unlike Storage's own errors.
        sendError(req, res, errors.routeNotFound(method, path), 404);
        return;
      }
      let caller: Promise<Caller> | undefined;
      await found.route(deps, {
        req,
        res,
        url,
        segments: found.segments,
        caller: () => (caller ??= authenticate(req, secret)),
      });
    } catch (error) {
      if (error instanceof StorageError) {
        sendError(req, res, error);
        return;
      }
      // Never a stack trace to the client; the developer finds it in the storage log.
      ctx.log(`[storage] ${method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendError(req, res, errors.internal());
    }
  };
}
