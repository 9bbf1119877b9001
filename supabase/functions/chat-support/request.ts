// The chat request (docs/product-rules.md#chat-assistant), validated before anything is stored or counted.
// Text Postgres cannot store (a NUL, a lone surrogate) is bad input like any other: a 400 here, so it is
// neither stored nor counted by the rate limit (which counts turns the database began).
import { z } from "../_shared/deps.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../_shared/lib/text.ts";
import { CHAT_LIMITS, CHAT_REQUEST_MESSAGES as M, CHAT_REQUEST_ROLES } from "../_shared/content/chat.ts";

const message = z.object({
  role: z.enum(CHAT_REQUEST_ROLES, { error: M.badRole }),
  content: z
    .string({ error: M.emptyMessage })
    .max(CHAT_LIMITS.messageMaxChars, { error: M.messageTooLong })
    .refine((text) => text.trim() !== "", { error: M.emptyMessage })
    .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE }),
});

export const chatRequestSchema = z
  .object({
    messages: z.array(message).min(1, { error: M.lastNotUser }).max(CHAT_LIMITS.requestMaxMessages, { error: M.tooManyMessages }),
    // null is what the widget sends before the server has named a conversation.
    conversationId: z.uuid({ error: M.badConversation }).nullish(),
    sessionId: z
      .string({ error: M.badSession })
      .min(1, { error: M.badSession })
      .max(CHAT_LIMITS.sessionIdMaxChars, { error: M.badSession })
      .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE }),
  })
  .refine((request) => request.messages.at(-1)?.role === "user", { error: M.lastNotUser, path: ["messages"] });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest["messages"][number];
