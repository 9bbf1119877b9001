import { request } from "node:http";
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
export function postChat(
  apiUrl: string,
  key: string,
  body: unknown,
  init: { from?: string; token?: string; raw?: string } = {},
): Promise<ChatAnswer> {
  const url = new URL(`${apiUrl}/functions/v1/chat-support`);
  const payload = init.raw ?? JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: init.from,
        headers: { apikey: key, authorization: `Bearer ${init.token ?? key}`, "content-type": "application/json" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const isStream = String(res.headers["content-type"]).startsWith("text/event-stream");
          const all = isStream
            ? text.split("\n").filter((line) => line.startsWith("data: ")).map((line) => line.slice(6))
            : [];
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
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, events, handoff, text: content });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

export const userTurn = (content: string, sessionId: string, conversationId?: string | null) => ({
  messages: [{ role: "user", content }],
  sessionId,
  ...(conversationId === undefined ? {} : { conversationId }),
});
