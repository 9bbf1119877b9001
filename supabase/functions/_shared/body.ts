// The one way an edge function reads its request body. Never call request.text()/json()/arrayBuffer():
// those buffer a body of any size before the function can refuse it, so a few large posts at once would
// take the functions host's memory.
//
// Usage (see verify-admin and contact-submit):
//
//   const body = await readJson(request, schema);            // 64 kB cap by default
//   if (body instanceof Response) return body;              // 400 / 413 / 415, `{ error }`, already sent-ready
//   ... body is z.infer<typeof schema> ...
//
//   const raw = await readText(request, { maxBytes: 256 * 1024 });   // e.g. a webhook that checks a signature
//   if (raw instanceof Response) return raw;
//
// - Size: a Content-Length above `maxBytes` is refused before reading a byte; otherwise the bytes are counted
//   while they stream in and reading stops (the stream is cancelled) at the first byte past the cap, so
//   memory never holds more than `maxBytes` whatever the client claims or sends (chunked uploads too).
// - Shape: before JSON.parse, one pass over the text (no allocation) refuses nesting deeper than `maxDepth`
//   and more than `maxValues` containers and list items. JSON.parse of 2 MB of `[` builds a million nested
//   arrays (about +100 MB of memory per request); the byte cap alone does not bound what parsing costs.
// - An empty body reads as `{}` for readJson, so "no payload" and "{}" mean the same.
// - Functions that need a user check the token BEFORE reading the body (requireUser first), so an
//   anonymous caller cannot make the function read anything.
// - `messages` lets a function answer in its own language (contact-submit answers in Danish).
import { corsHeaders } from "./cors.ts";
import { HttpError } from "./http.ts";
import type { z } from "./deps.ts";

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** Deepest nesting of arrays/objects accepted; no function takes more than a few levels. */
const DEFAULT_MAX_JSON_DEPTH = 32;
/** Most containers plus list/object items (counted by their commas) accepted in one body. */
const DEFAULT_MAX_JSON_VALUES = 10_000;

interface BodyMessages {
  tooLarge: string;
  invalidJson: string;
  invalidBody: string;
  tooComplex: string;
}

const DEFAULT_BODY_MESSAGES: BodyMessages = {
  tooLarge: "Request body is too large",
  invalidJson: "Request body is not valid JSON",
  invalidBody: "Invalid request body",
  tooComplex: "Request body is nested too deeply or has too many values",
};

export interface ReadOptions {
  /** Largest accepted body in bytes; default 64 kB. */
  maxBytes?: number;
  /** Deepest JSON nesting accepted; default 32. */
  maxDepth?: number;
  /** Most JSON containers and items accepted; default 10,000. */
  maxValues?: number;
  messages?: Partial<BodyMessages>;
}

function errorResponse(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "content-type": "application/json; charset=utf-8" },
  });
}

function messagesOf(options: ReadOptions): BodyMessages {
  return { ...DEFAULT_BODY_MESSAGES, ...options.messages };
}

/**
 * The body's bytes, at most `maxBytes` of them; a 413 Response when the declared or the streamed size is
 * larger. The stream is cancelled as soon as the cap is passed, so the rest is never read into memory.
 */
async function readBytes(request: Request, options: ReadOptions = {}): Promise<Uint8Array | Response> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tooLarge = () => errorResponse(413, { error: messagesOf(options).tooLarge });
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes)) return tooLarge();
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading: the runtime then stops pulling from the socket instead of buffering the rest.
      await reader.cancel().catch(() => undefined);
      return tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, capped like readBytes (invalid UTF-8 is a 400). */
export async function readText(request: Request, options: ReadOptions = {}): Promise<string | Response> {
  const bytes = await readBytes(request, options);
  if (bytes instanceof Response) return bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return errorResponse(400, { error: messagesOf(options).invalidJson });
  }
}

/**
 * Whether `text` stays within the nesting and value bounds, found in one pass without allocating: depth
 * counts open `[`/`{`, values count containers and commas, both outside strings.
 */
function withinJsonBounds(text: string, maxDepth: number, maxValues: number): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      values += 1;
      if (depth > maxDepth || values > maxValues) return false;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    } else if (code === 0x2c) {
      values += 1;
      if (values > maxValues) return false;
    }
  }
  return true;
}

/**
 * The body parsed as JSON (an empty body is `{}`), capped in bytes, depth and values, or a ready 4xx
 * Response `{ error }`: 413 past the byte cap, 400 when too deep or too many values, 400 for malformed JSON.
 * For a function that validates the value itself; most use readJson.
 */
export async function readJsonValue(request: Request, options: ReadOptions = {}): Promise<unknown> {
  const messages = messagesOf(options);
  const text = await readText(request, options);
  if (text instanceof Response) return text;
  if (text.trim() === "") return {};
  if (!withinJsonBounds(text, options.maxDepth ?? DEFAULT_MAX_JSON_DEPTH, options.maxValues ?? DEFAULT_MAX_JSON_VALUES)) {
    return errorResponse(400, { error: messages.tooComplex });
  }
  try {
    return JSON.parse(text);
  } catch {
    return errorResponse(400, { error: messages.invalidJson });
  }
}

/**
 * The body parsed as JSON and validated by `schema`, or a ready 4xx Response `{ error, details? }`:
 * 413 past the cap, 400 for malformed or too deeply nested JSON, 400 with `details: [{ path, message }]`
 * when the schema refuses it.
 */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  options: ReadOptions = {},
): Promise<z.infer<T> | Response> {
  const value = await readJsonValue(request, options);
  if (value instanceof Response) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return errorResponse(400, { error: messagesOf(options).invalidBody, details });
  }
  return parsed.data;
}

/**
 * readJson for functions that answer errors by throwing HttpError (the billing functions): the same cap
 * and checks, with the refusal thrown instead of returned.
 */
export async function readCappedJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<z.infer<T>> {
  const body = await readJson(request, schema, { maxBytes });
  if (!(body instanceof Response)) return body;
  const refusal = (await body.json()) as { error: string; details?: unknown };
  throw new HttpError(body.status, refusal.error, refusal.details);
}
