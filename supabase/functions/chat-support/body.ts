// Reads the request body with a size cap. One call, so it can be swapped for a shared capped reader
// in _shared once there is one.
import { HttpError } from "../_shared/http.ts";
import { CHAT_REQUEST_MESSAGES } from "../_shared/content/chat.ts";

// 50 messages of 10,000 characters, each up to 4 bytes in UTF-8, with room for JSON escaping.
export const MAX_BODY_BYTES = 2_200_000;

export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, CHAT_REQUEST_MESSAGES.tooLarge);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw new HttpError(413, CHAT_REQUEST_MESSAGES.tooLarge);
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
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, CHAT_REQUEST_MESSAGES.invalidJson);
  }
}
