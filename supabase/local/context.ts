import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";

/** One e-mail captured by the local outbox instead of being sent. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links found in the body, in order, so tests and people can follow them without parsing HTML. */
  links: string[];
  createdAt: string;
}

export interface Outbox {
  send(message: Omit<MailMessage, "id" | "createdAt" | "links">): Promise<MailMessage>;
  list(to?: string): Promise<MailMessage[]>;
  clear(): Promise<void>;
}

/** What every service written here (auth, storage, mail) gets from the stack. */
export interface ServiceContext {
  /** Superuser pool: bypasses RLS. Services that must act *as the caller* switch role inside a transaction. */
  db: pg.Pool;
  jwtSecret: string;
  /** Public URL of the gateway, e.g. http://127.0.0.1:54321 (what SUPABASE_URL is for clients). */
  apiUrl: string;
  /** The app's URL, used as the default redirect target (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Extra allowed redirect URL prefixes (GoTrue's URI_ALLOW_LIST). */
  redirectAllowList: string[];
  outbox: Outbox;
  /** Folder this instance may write files to (storage objects, outbox). */
  dataDir: string;
  log(message: string): void;
}

/**
 * A service mounted by the gateway under a prefix (/auth/v1, /storage/v1).
 * `path` is the request path with the prefix removed, always starting with "/", query string excluded.
 * CORS and apikey→Bearer translation are done by the gateway before this is called.
 */
export type ServiceHandler = (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;
