import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import { AuthApiError, OAuthError, WeakPasswordError, badRequest } from "./errors.ts";

const MAX_BODY_BYTES = 1024 * 1024;
const API_VERSION_HEADER = "x-supabase-api-version";
const API_VERSION_2024 = "2024-01-01";

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    // Past the cap the rest is read and dropped, not kept: answering before the body is in would break
    // the client's keep-alive connection for its next request.
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  }
  if (size > MAX_BODY_BYTES) throw badRequest("bad_json", "Could not read body: request body too large");
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads a JSON body the way GoTrue's retrieveRequestParams does: unknown fields are ignored, JSON null
 * leaves a field at its zero value, and a value of the wrong type is a 400 bad_json whose message reads
 * like Go's encoding/json error, so clients see the same text as against the real server.
 */
export async function readParams<S extends z.ZodType>(req: IncomingMessage, schema: S, goType: string): Promise<z.output<S>> {
  const text = await readBody(req);
  // Go's encoding/json gives up past 10,000 levels; checked on the text, before the parser recurses.
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw badRequest("bad_json", "Could not parse request body as JSON: exceeded max depth");
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === "" ? "unexpected end of JSON input" : (error as Error).message;
    throw badRequest("bad_json", `Could not parse request body as JSON: ${reason}`);
  }
  if (data === null) data = {};
  const unstorable = findUnstorableText(data);
  if (unstorable) throw badRequest("bad_json", `Could not parse request body as JSON: ${unstorable}`);
  if (typeof data !== "object" || Array.isArray(data)) {
    throw badRequest("bad_json", `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(data)} into Go value of type api.${goType}`);
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  const field = [goType, ...path].join(".");
  if (issue?.code === "invalid_type") {
    const actual = jsonKind(valueAt(data, path));
    throw badRequest("bad_json", `Could not parse request body as JSON: json: cannot unmarshal ${actual} into Go struct field ${field} of type ${goTypeName(issue.expected)}`);
  }
  throw badRequest("bad_json", `Could not parse request body as JSON: invalid value for ${field}: ${issue?.message ?? "invalid"}`);
}

const MAX_JSON_DEPTH = 10_000;

/** How deep arrays and objects nest in a JSON text, without parsing it (strings are skipped). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/**
 * Text Postgres cannot store in jsonb or text (NUL, UTF-16 halves without their pair), which would otherwise
 * fail deep inside a transaction as a 500. Returns why, or null when every key and string is storable.
 */
function findUnstorableText(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    const strings: string[] = [];
    if (typeof current === "string") strings.push(current);
    else if (Array.isArray(current)) stack.push(...(current as unknown[]));
    else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        strings.push(key);
        stack.push(item);
      }
    }
    for (const text of strings) {
      if (text.includes("\u0000")) return "text must not contain the NUL character (\\u0000)";
      if (!text.isWellFormed()) return "text must be valid Unicode (unpaired surrogate)";
    }
  }
  return null;
}

function valueAt(data: unknown, path: string[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  if (typeof value === "boolean") return "bool";
  return typeof value;
}

function goTypeName(expected: string): string {
  switch (expected) {
    case "record":
    case "object":
      return "map[string]interface {}";
    case "boolean":
      return "bool";
    case "number":
      return "int";
    case "array":
      return "[]string";
    default:
      return expected;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(payload),
  });
  res.end(payload);
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204);
  res.end();
}

/** GoTrue redirects with 303 See Other, so a browser follows it with GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "content-type": "text/html; charset=utf-8" });
  res.end(`<a href="${location.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}">See Other</a>.\n`);
}

/** The API version a client asked for; GoTrue only switches body format from 2024-01-01 on. */
function requestedApiVersion(req: IncomingMessage): string | null {
  const raw = req.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  return time >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null;
}

/**
 * Answers with GoTrue's error shapes (internal/api/errors.go HandleResponseError):
 * clients sending `X-Supabase-Api-Version: 2024-01-01` (supabase-js always does) get `{code, message}`
 * with the version echoed back; older clients get `{code: <status>, error_code, msg}`. Both get the
 * `x-sb-error-code` header. Unexpected errors are logged and answered without any internals.
 */
export function sendError(req: IncomingMessage, res: ServerResponse, error: unknown, log: (message: string) => void): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof OAuthError) {
    sendJson(res, 400, { error: error.error, error_description: error.description });
    return;
  }
  const version = requestedApiVersion(req);
  const apiError =
    error instanceof AuthApiError
      ? error
      : new AuthApiError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information");
  if (!(error instanceof AuthApiError)) {
    log(`unexpected error on ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  const headers: Record<string, string> = { "x-sb-error-code": apiError.code };
  if (version) headers[API_VERSION_HEADER] = version;
  const body: Record<string, unknown> = version
    ? { code: apiError.code, message: apiError.message }
    : { code: apiError.status, error_code: apiError.code, msg: apiError.message };
  if (apiError instanceof WeakPasswordError) body.weak_password = { reasons: apiError.reasons };
  sendJson(res, apiError.status, body, headers);
}

export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const address = first || req.socket.remoteAddress || "127.0.0.1";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
