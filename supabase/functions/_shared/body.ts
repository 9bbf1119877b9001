// A capped JSON body reader for the billing functions. Another change adds a shared capped reader to
// _shared; each billing function reads its body through this one call, so swapping it is one line.
import type { z } from "./deps.ts";
import { HttpError } from "./http.ts";

export const MAX_JSON_BODY_BYTES = 16 * 1024;

/** Reads at most maxBytes of JSON (empty counts as `{}`) and validates it; too big is 413, bad is 400. */
export async function readCappedJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<z.infer<T>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, "Request body is too large");
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // A chunked body has no content-length: stop reading as soon as it passes the cap.
      if (size > maxBytes) {
        await reader.cancel();
        throw new HttpError(413, "Request body is too large");
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const text = new TextDecoder().decode(bytes);
  let value: unknown = {};
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, "Request body is not valid JSON");
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(400, "Invalid request body", parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  }
  return parsed.data;
}
