// The chat request of SPEC.md section 3, validated before anything is stored or counted.
import { z } from "../_shared/deps.ts";
import { CHAT_LIMITS, CHAT_REQUEST_MESSAGES as M, CHAT_REQUEST_ROLES } from "../_shared/content/chat.ts";

const message = z.object({
  role: z.enum(CHAT_REQUEST_ROLES, { error: M.badRole }),
  content: z
    .string({ error: M.emptyMessage })
    .max(CHAT_LIMITS.messageMaxChars, { error: M.messageTooLong })
    .refine((text) => text.trim() !== "", { error: M.emptyMessage }),
});

export const chatRequestSchema = z
  .object({
    messages: z.array(message).min(1, { error: M.lastNotUser }).max(CHAT_LIMITS.requestMaxMessages, { error: M.tooManyMessages }),
    // null is what the widget sends before the server has named a conversation.
    conversationId: z.uuid({ error: M.badConversation }).nullish(),
    sessionId: z.string({ error: M.badSession }).min(1, { error: M.badSession }).max(CHAT_LIMITS.sessionIdMaxChars, {
      error: M.badSession,
    }),
  })
  .refine((request) => request.messages.at(-1)?.role === "user", { error: M.lastNotUser, path: ["messages"] });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest["messages"][number];
