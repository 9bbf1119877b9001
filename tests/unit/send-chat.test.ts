// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendChat } from "../../src/features/chat/api/send-chat.ts";

const encoder = new TextEncoder();
const TEXTS = { aiFailed: "AI fejl", noBody: "No response body" };
const body = { messages: [{ role: "user" as const, content: "Hej" }], conversationId: null, sessionId: "s" };

/** chat-support's stream with the body's end arriving a moment after [DONE], as it can over a real network. */
function slowEndReply(events: string[]) {
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(`data: ${event}\n\n`));
      await new Promise((resolve) => setTimeout(resolve, 30));
      controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(stream, { headers: { "content-type": "text/event-stream", "x-conversation-id": "c" } }), state };
}

describe("sendChat", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the body to its end after [DONE] instead of cancelling it (a cancelled request in the network panel)", async () => {
    const reply = slowEndReply([JSON.stringify({ choices: [{ delta: { content: "Hej" } }] }), "[DONE]"]);
    vi.stubGlobal("fetch", vi.fn(async () => reply.response));
    const pieces: string[] = [];
    const result = await sendChat(body, (text) => pieces.push(text), TEXTS, new AbortController().signal);
    expect(pieces).toEqual(["Hej"]);
    expect(reply.state.cancelled).toBe(false);
    expect(result).toEqual({ conversationId: "c", handoff: null, signedIn: false });
  });

  it("returns the hand-off event that comes before [DONE]", async () => {
    const handoff = { escalated: true, contactGiven: false, urgent: false };
    const reply = slowEndReply([JSON.stringify({ choices: [{ delta: { content: "Selvfølgelig" } }] }), JSON.stringify({ handoff }), "[DONE]"]);
    vi.stubGlobal("fetch", vi.fn(async () => reply.response));
    const result = await sendChat(body, () => undefined, TEXTS, new AbortController().signal);
    expect(result.handoff).toEqual(handoff);
  });
});
