import { postFrom } from "./post-from.ts";
import type { ChatHandoff } from "#shared/content/chat.ts";

export interface ChatAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body of a non-stream answer. */
  json: { error?: string; details?: unknown } | null;
  /** The `data:` payloads in order, [DONE] included, without the hand-off event. */
  events: string[];
  /** The turn's hand-off event (`data: {"handoff": …}` before [DONE]), or null if none came. */
  handoff: ChatHandoff | null;
  /** The concatenated delta contents. */
  text: string;
}

/** POSTs to chat-support through the gateway as the browser does, from a chosen local address. */
export async function postChat(
  apiUrl: string,
  key: string,
  body: unknown,
  init: { from?: string; token?: string; raw?: string } = {},
): Promise<ChatAnswer> {
  const payload = init.raw ?? JSON.stringify(body);
  const headers = { apikey: key, authorization: `Bearer ${init.token ?? key}`, "content-type": "application/json" };
  const answer = await postFrom(`${apiUrl}/functions/v1/chat-support`, headers, payload, init.from);
  const text = answer.body;
  const isStream = String(answer.headers["content-type"]).startsWith("text/event-stream");
  const all = isStream ? text.split("\n").filter((line) => line.startsWith("data: ")).map((line) => line.slice(6)) : [];
  const isHandoff = (event: string) => event.startsWith('{"handoff"');
  const events = all.filter((event) => !isHandoff(event));
  const handoffLine = all.find(isHandoff);
  const handoff = handoffLine ? (JSON.parse(handoffLine) as { handoff: ChatHandoff }).handoff : null;
  const content = events
    .filter((event) => event !== "[DONE]")
    .map((event) => (JSON.parse(event) as { choices: Array<{ delta: { content: string } }> }).choices[0]!.delta.content)
    .join("");
  let json: ChatAnswer["json"] = null;
  if (!isStream) {
    try {
      json = JSON.parse(text) as ChatAnswer["json"];
    } catch {
      json = { error: `not JSON: ${text.slice(0, 200)}` };
    }
  }
  return { status: answer.status, headers: answer.headers, json, events, handoff, text: content };
}

export const userTurn = (content: string, sessionId: string, conversationId?: string | null) => ({
  messages: [{ role: "user", content }],
  sessionId,
  ...(conversationId === undefined ? {} : { conversationId }),
});
