// Any OpenAI-compatible chat-completions endpoint, streamed: one request, its timeouts and its errors.
import { CHAT_REQUEST_MESSAGES } from "../_shared/content/chat.ts";
import { HttpError } from "../_shared/http.ts";
import type { ChatConfig } from "./config.ts";
import { sseData } from "./sse.ts";

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new HttpError(504, CHAT_REQUEST_MESSAGES.upstreamTimeout));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends one streamed chat-completions request. Resolves once the provider has answered OK, so a refusal
 * or a timeout before the first byte becomes a JSON error for the widget (502/504) rather than a broken
 * stream; the `data:` payloads follow, each bounded by the idle timeout.
 */
export async function openCompletion(config: ChatConfig, body: Record<string, unknown>, abort: AbortController): Promise<AsyncGenerator<string>> {
  let response: Response;
  try {
    response = await withTimeout(
      fetch(`${config.baseUrl}/chat/completions`, {
        method: "POST",
        signal: abort.signal,
        headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ model: config.model, stream: true, max_tokens: config.maxTokens, temperature: 0.2, ...body }),
      }),
      config.connectTimeoutMs,
      () => abort.abort(),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error("chat provider unreachable", error);
    throw new HttpError(502, CHAT_REQUEST_MESSAGES.upstreamFailed);
  }
  if (!response.ok || !response.body) {
    console.error("chat provider answered", response.status, (await response.text().catch(() => "")).slice(0, 500));
    throw new HttpError(502, CHAT_REQUEST_MESSAGES.upstreamFailed);
  }
  return sseData(response.body, (read) => withTimeout(read, config.idleTimeoutMs, () => abort.abort()));
}
