import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import type { Outbox } from "../context.ts";
import type { AuthConfig } from "./config.ts";
import type { Limiters } from "./rate-limit.ts";
import type { ClientInfo } from "./sessions.ts";

/** What every endpoint gets from the service. */
export interface AuthDeps {
  db: pg.Pool;
  config: AuthConfig;
  outbox: Outbox;
  limits: Limiters;
  /** Wrong one-time codes per address (see verify.ts). */
  otpFailures: Map<string, number>;
  log(message: string): void;
}

/** One request, already routed: `params` holds the path parameters of the matched route. */
export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  client: ClientInfo;
}

export type Handler = (deps: AuthDeps, request: AuthRequest) => Promise<void>;
