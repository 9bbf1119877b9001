// The chat request's body through the shared reader (byte cap, nesting and value bounds before parsing),
// with the refusals in Danish and thrown as HttpError like the rest of this function's errors.
import { readJsonValue } from "../_shared/body.ts";
import { HttpError } from "../_shared/http.ts";
import { CHAT_REQUEST_MESSAGES } from "../_shared/content/chat.ts";

// 50 messages of 10,000 characters, each up to 4 bytes in UTF-8, with room for JSON escaping.
const MAX_BODY_BYTES = 2_200_000;
// A valid request is three levels deep ({ messages: [{ … }] }) with a few hundred values at most.
const MAX_DEPTH = 8;
const MAX_VALUES = 1_000;

export async function readJsonBody(request: Request): Promise<unknown> {
  const value = await readJsonValue(request, {
    maxBytes: MAX_BODY_BYTES,
    maxDepth: MAX_DEPTH,
    maxValues: MAX_VALUES,
    messages: {
      tooLarge: CHAT_REQUEST_MESSAGES.tooLarge,
      invalidJson: CHAT_REQUEST_MESSAGES.invalidJson,
      invalidBody: CHAT_REQUEST_MESSAGES.invalidBody,
      tooComplex: CHAT_REQUEST_MESSAGES.tooComplex,
    },
  });
  if (!(value instanceof Response)) return value;
  const refusal = (await value.json()) as { error: string };
  throw new HttpError(value.status, refusal.error);
}
