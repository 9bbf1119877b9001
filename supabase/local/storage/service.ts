import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import type { Caller } from "./auth.ts";
import type { FileStore } from "./files.ts";

/** What every route gets. */
export interface StorageDeps {
  db: pg.Pool;
  files: FileStore;
  log(message: string): void;
  /** Project-wide upload cap in bytes, from config.toml's `[storage] file_size_limit`. */
  fileSizeLimit: number;
}

export interface RouteRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Decoded path segments after the route's fixed prefix. */
  segments: string[];
  /** Resolves the caller from the bearer token; routes that serve public files never call it. */
  caller(): Promise<Caller>;
}

export type Route = (deps: StorageDeps, request: RouteRequest) => Promise<void>;

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean | null;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date | null;
  updated_at: Date | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
}

/** The caller's id as storage.objects.owner (a uuid column) wants it; the service key has none. */
export function ownerUuid(caller: Caller): string | null {
  return caller.sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(caller.sub) ? caller.sub : null;
}
