// @vitest-environment happy-dom
import { act, StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useChat, withReply, type ChatTexts } from "../../src/features/chat/hooks/use-chat.ts";
import type { ChatTurn, StoredChat } from "../../src/features/chat/schemas.ts";

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TEXTS: ChatTexts = { errorTitle: "Fejl", tooLong: "For lang", sendFailed: "Fejl", aiFailed: "AI fejl", noBody: "No response body" };

/** The chat model's answer as the chat-support function streams it: OpenAI-style SSE chunks. */
function sseReply(pieces: string[]): Response {
  const lines = pieces.map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`).join("") + "data: [DONE]\n\n";
  return new Response(new Blob([lines]).stream(), { headers: { "content-type": "text/event-stream" } });
}

describe("useChat under StrictMode (updaters run twice)", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.stubGlobal("fetch", vi.fn(async () => sseReply(["Hej", " med", " dig"])));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the visitor's message as typed and streams the reply into its own bubble", async () => {
    let latest: ReturnType<typeof useChat> | undefined;
    function Probe() {
      const chat = useChat(TEXTS);
      useEffect(() => {
        latest = chat;
      });
      return null;
    }
    const root = createRoot(document.createElement("div"));
    await act(async () => root.render(<StrictMode><Probe /></StrictMode>));
    await act(async () => {
      await latest!.send("Hvad koster det?");
    });
    expect(latest!.messages).toEqual([
      { role: "user", content: "Hvad koster det?" },
      { role: "assistant", content: "Hej med dig" },
    ]);
    await act(async () => root.unmount());
  });
});

describe("withReply", () => {
  const turn: ChatTurn = { role: "user", content: "Hej" };
  const chat: StoredChat = { sessionId: "s", conversationId: null, messages: [{ role: "assistant", content: "Velkommen" }, turn] };

  it("places the reply after the turn, and gives the same state when applied again", () => {
    const once = withReply(chat, turn, "Hej!");
    expect(once.messages).toEqual([{ role: "assistant", content: "Velkommen" }, turn, { role: "assistant", content: "Hej!" }]);
    expect(withReply(once, turn, "Hej!")).toEqual(once);
    expect(withReply(once, turn, "Hej! Hvad")).toEqual({ ...once, messages: [...once.messages.slice(0, 2), { role: "assistant", content: "Hej! Hvad" }] });
  });

  it("leaves a conversation without the turn alone", () => {
    const other = { ...chat, messages: [] };
    expect(withReply(other, turn, "Hej!")).toBe(other);
  });
});
