import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_LIMITS, type ChatHandoff } from "#shared/content/chat.ts";
import { loadChat, saveChat } from "../api/chat-storage.ts";
import { sendChat } from "../api/send-chat.ts";
import { toast } from "../../../lib/toast.ts";
import type { ChatTurn, HandoffView, StoredChat } from "../schemas.ts";

export interface ChatTexts {
  errorTitle: string;
  tooLong: string;
  sendFailed: string;
  aiFailed: string;
  noBody: string;
}

function notifyError(title: string, description: string) {
  toast.error(title, { description });
}

/** The reply to `turn` carries the hand-off card; a conversation without the turn or its reply is left alone. */
function withHandoff(chat: StoredChat, turn: ChatTurn, handoff: HandoffView): StoredChat {
  const index = chat.messages.lastIndexOf(turn);
  const reply = chat.messages[index + 1];
  if (index === -1 || reply?.role !== "assistant") return chat;
  return { ...chat, messages: chat.messages.map((message, i) => (i === index + 1 ? { ...message, handoff } : message)) };
}

/**
 * The conversation with `reply` as the assistant's answer to `turn`: whatever followed that turn is
 * replaced, so applying it again gives the same state. A conversation without the turn is left alone.
 */
export function withReply(chat: StoredChat, turn: ChatTurn, reply: string): StoredChat {
  const index = chat.messages.lastIndexOf(turn);
  if (index === -1) return chat;
  return { ...chat, messages: [...chat.messages.slice(0, index + 1), { role: "assistant", content: reply }] };
}

/**
 * What the card under a reply shows: an attack in progress first (the incident line), then a person who has the
 * case (contact details given now, or a signed-in visitor whose e-mail is on the escalation), then the request
 * for contact details. Nothing for a turn that handed nothing over.
 */
export function handoffView(handoff: ChatHandoff | null, signedIn: boolean): HandoffView | undefined {
  if (!handoff) return undefined;
  if (handoff.urgent) return "urgent";
  if (handoff.contactGiven || (handoff.escalated && signedIn)) return "taken";
  if (handoff.escalated) return "ask-contact";
  return undefined;
}

/** The turn as chat-support takes it: the browser's own fields (the hand-off card) stay here. */
const forRequest = ({ role, content }: ChatTurn): ChatTurn => ({ role, content });

/**
 * The conversation (docs/product-rules.md#chat-assistant): loading is set while sending and cleared at
 * the end, success or not; the assistant's message grows as the reply streams in; on failure the
 * 'Fejl' toast shows and the last message is removed.
 */
export function useChat(texts: ChatTexts) {
  const [chat, setChat] = useState<StoredChat>(loadChat);
  const [loading, setLoading] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => saveChat(chat), [chat]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      if (input.trim() === "" || loading) return false;
      if (input.length > CHAT_LIMITS.messageMaxChars) {
        notifyError(texts.errorTitle, texts.tooLong);
        return false;
      }
      const userTurn: ChatTurn = { role: "user", content: input };
      const history = [...chat.messages, userTurn].slice(-CHAT_LIMITS.requestMaxMessages).map(forRequest);
      setChat((current) => ({ ...current, messages: [...current.messages, userTurn] }));
      setLoading(true);
      const abort = new AbortController();
      abortRef.current = abort;
      // The reply so far lives here, not in the updater: React may run an updater twice (StrictMode
      // does in development), so each one only places the whole reply after the visitor's turn.
      let reply = "";
      const append = (text: string) => {
        reply += text;
        const content = reply;
        setChat((current) => withReply(current, userTurn, content));
      };
      try {
        const result = await sendChat(
          { messages: history, conversationId: chat.conversationId, sessionId: chat.sessionId },
          append,
          texts,
          abort.signal,
        );
        const view = handoffView(result.handoff, result.signedIn);
        setChat((current) => {
          const next = result.conversationId ? { ...current, conversationId: result.conversationId } : current;
          return view ? withHandoff(next, userTurn, view) : next;
        });
      } catch (error) {
        // A stop pressed by the visitor is not a failure: what arrived so far stays.
        if (!abort.signal.aborted) {
          setChat((current) => ({ ...current, messages: current.messages.slice(0, -1) }));
          notifyError(texts.errorTitle, error instanceof Error && error.message ? error.message : texts.sendFailed);
        }
      } finally {
        if (abortRef.current === abort) abortRef.current = null;
        setLoading(false);
      }
      return true;
    },
    [chat, loading, texts],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  return { messages: chat.messages, loading, send, stop };
}
