import { z } from "zod";
import { CHAT_LIMITS, CHAT_REQUEST_ROLES } from "#shared/content/chat.ts";

/** What the widget shows under a reply that handed the case to a person (chat-handoff-card.tsx). */
const handoffViewSchema = z.enum(["ask-contact", "taken", "urgent"]);
export type HandoffView = z.infer<typeof handoffViewSchema>;

const chatTurnSchema = z.object({
  role: z.enum(CHAT_REQUEST_ROLES),
  content: z.string().max(CHAT_LIMITS.messageMaxChars * 10),
  /** Only in the browser's copy: never sent back to chat-support (use-chat.ts strips it). */
  handoff: handoffViewSchema.optional(),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** What survives a reload or a navigation (sessionStorage): the session, the conversation and its messages. */
export const storedChatSchema = z.object({
  sessionId: z.string().min(1).max(CHAT_LIMITS.sessionIdMaxChars),
  conversationId: z.string().uuid().nullable(),
  messages: z.array(chatTurnSchema).max(200),
});
export type StoredChat = z.infer<typeof storedChatSchema>;
