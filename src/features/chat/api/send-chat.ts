// The call to chat-support (SPEC.md section 7) and the reading of its stream, outside any component.
import { CHAT_CONVERSATION_HEADER } from "#shared/content/chat.ts";
import { env } from "../../../lib/env.ts";
import { authStorageKey, hasStoredSession } from "../../auth/auth-storage.ts";
import type { ChatTurn } from "../schemas.ts";

export interface ChatRequestBody {
  messages: ChatTurn[];
  conversationId: string | null;
  sessionId: string;
}

export interface ChatErrorTexts {
  aiFailed: string;
  noBody: string;
}

/** The signed-in user's access token, so the conversation carries their id and e-mail; null for visitors. */
async function accessToken(): Promise<string | null> {
  if (!hasStoredSession(window.localStorage, authStorageKey(env.supabaseUrl))) return null;
  const { getSupabase } = await import("../../../lib/supabase.ts");
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * Sends the conversation and calls `onText` with each piece of the reply as it streams in. Resolves with
 * the conversation id the server names. A non-OK answer throws its `error` text (or the spec's fallback),
 * a missing body 'No response body'; unparseable lines are only logged (SPEC.md section 8).
 */
export async function sendChat(
  body: ChatRequestBody,
  onText: (text: string) => void,
  texts: ChatErrorTexts,
  signal: AbortSignal,
): Promise<string | null> {
  const token = (await accessToken().catch(() => null)) ?? env.supabaseAnonKey;
  const response = await fetch(`${env.supabaseUrl}/functions/v1/chat-support`, {
    method: "POST",
    headers: { apikey: env.supabaseAnonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const error = await response.json().then((json: { error?: unknown }) => json.error, () => undefined);
    throw new Error(typeof error === "string" && error ? error : texts.aiFailed);
  }
  if (!response.body) throw new Error(texts.noBody);
  const conversationId = response.headers.get(CHAT_CONVERSATION_HEADER);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const raw of lines) {
      const line = raw.trimEnd();
      if (line === "" || line.startsWith(":") || !line.startsWith("data: ")) continue;
      const data = line.slice(6);
      if (data === "[DONE]") return conversationId;
      try {
        const content = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> }).choices?.[0]?.delta?.content;
        if (typeof content === "string" && content) onText(content);
      } catch (error) {
        console.error("Unparseable chat stream line", line, error);
      }
    }
  }
  return conversationId;
}
