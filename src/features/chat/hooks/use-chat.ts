import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_LIMITS } from "#shared/content/chat.ts";
import { loadChat, saveChat } from "../api/chat-storage.ts";
import { sendChat } from "../api/send-chat.ts";
import { toast } from "../../../lib/toast.ts";
import type { ChatTurn, StoredChat } from "../schemas.ts";

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

/**
 * The conversation (SPEC.md section 4, Chat conversation): loading is set while sending and cleared at
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
      const history = [...chat.messages, userTurn].slice(-CHAT_LIMITS.requestMaxMessages);
      setChat((current) => ({ ...current, messages: [...current.messages, userTurn] }));
      setLoading(true);
      const abort = new AbortController();
      abortRef.current = abort;
      let started = false;
      const append = (text: string) =>
        setChat((current) => {
          if (!started) {
            started = true;
            return { ...current, messages: [...current.messages, { role: "assistant", content: text }] };
          }
          const messages = current.messages.slice();
          const last = messages.at(-1)!;
          messages[messages.length - 1] = { ...last, content: last.content + text };
          return { ...current, messages };
        });
      try {
        const conversationId = await sendChat(
          { messages: history, conversationId: chat.conversationId, sessionId: chat.sessionId },
          append,
          texts,
          abort.signal,
        );
        if (conversationId) setChat((current) => ({ ...current, conversationId }));
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
