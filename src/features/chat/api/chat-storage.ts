// The conversation is kept per tab (sessionStorage): it survives reloads and navigation, and is gone
// when the tab is closed.
import { storedChatSchema, type StoredChat } from "../schemas.ts";

const CHAT_STORAGE_KEY = "chatSupport";

export function loadChat(): StoredChat {
  try {
    const parsed = storedChatSchema.safeParse(JSON.parse(window.sessionStorage.getItem(CHAT_STORAGE_KEY) ?? "null"));
    if (parsed.success) return parsed.data;
  } catch {
    // No storage or a damaged record: start afresh.
  }
  return { sessionId: crypto.randomUUID(), conversationId: null, messages: [] };
}

export function saveChat(chat: StoredChat): void {
  try {
    window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(chat));
  } catch {
    // Storage full or blocked: the conversation still works for this page.
  }
}
