// The call to chat-support (docs/product-rules.md#chat-assistant) and the reading of its stream, outside any component.
import { CHAT_CONVERSATION_HEADER, type ChatHandoff } from "#shared/content/chat.ts";
import { createSseParser } from "#shared/sse-parse.ts";
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

interface ChatResult {
  conversationId: string | null;
  /** The turn's hand-off (chat-support's event before [DONE]), null if it sent none. */
  handoff: ChatHandoff | null;
  /** Whether the request carried a signed-in user's token (their e-mail is then on the escalation). */
  signedIn: boolean;
}

function handoffOf(value: unknown): ChatHandoff | null {
  if (typeof value !== "object" || value === null) return null;
  const { escalated, contactGiven, urgent } = value as Record<string, unknown>;
  return { escalated: escalated === true, contactGiven: contactGiven === true, urgent: urgent === true };
}

/**
 * Sends the conversation and calls `onText` with each piece of the reply as it streams in. Resolves with
 * the conversation id the server names and the turn's hand-off. A non-OK answer throws its `error` text (or the fallback text),
 * a missing body 'No response body'; unparseable lines are only logged (docs/product-rules.md#chat-assistant).
 */
export async function sendChat(
  body: ChatRequestBody,
  onText: (text: string) => void,
  texts: ChatErrorTexts,
  signal: AbortSignal,
): Promise<ChatResult> {
  const userToken = await accessToken().catch(() => null);
  const token = userToken ?? env.supabaseAnonKey;
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
  let finished = false;
  let handoff: ChatHandoff | null = null;
  const parser = createSseParser((data) => {
    if (finished) return;
    if (data === "[DONE]") {
      finished = true;
      return;
    }
    try {
      const event = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }>; handoff?: unknown };
      if (event.handoff !== undefined) handoff = handoffOf(event.handoff);
      const content = event.choices?.[0]?.delta?.content;
      if (typeof content === "string" && content) onText(content);
    } catch (error) {
      console.error("Unparseable chat stream line", data, error);
    }
  });
  // Read to the end of the body, also after [DONE] (the server closes right after it). Cancelling the reader
  // at [DONE], as this did, aborted the request whenever the body's end had not arrived yet: each message
  // showed as a cancelled chat-support request in the network panel.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      parser.end();
      break;
    }
    parser.feed(value);
  }
  return { conversationId, handoff, signedIn: userToken !== null };
}
