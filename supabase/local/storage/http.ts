import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import { errors, type StorageError } from "./errors.ts";

const JSON_BODY_LIMIT = 1024 * 1024;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
  });
  res.end(payload);
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: StorageError, httpStatus = error.httpStatus): void {
  // An early refusal (bad token, denied, too large) leaves the upload unread: keep reading and discard it,
  // so the client receives the answer instead of a reset connection.
  if (!req.readableEnded) req.resume();
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, httpStatus, error.render());
}

/**
 * Reads the whole body, refusing more than `limit` bytes with the given error. On refusal the rest of the
 * body is drained (not stored) by sendError, so memory use stays bounded by the limit.
 */
export async function readBody(req: IncomingMessage, limit: number, tooLarge: () => StorageError): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  // destroyOnReturn: false keeps the socket open after a refusal so the rest can be drained.
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `body/${issue.path.join("/")}` : "body";
  return `${where} ${issue.message}`;
}

/** Parses a JSON body against a schema; malformed JSON and schema mismatches are 400s as in Storage. */
export async function readJson<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const raw = await readBody(req, JSON_BODY_LIMIT, () => errors.entityTooLarge("request body"));
  let parsed: unknown = {};
  if (raw.length > 0) {
    try {
      parsed = JSON.parse(raw.toString("utf8"));
    } catch {
      throw errors.badRequest("Body is not valid JSON");
    }
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    throw errors.badRequest(result.error.issues.map(formatIssue).join(", "));
  }
  return result.data;
}
