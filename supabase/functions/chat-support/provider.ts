// Any OpenAI-compatible chat-completions endpoint, streamed. The retrieved passages ground the system
// prompt; the persona forbids inventing prices, discounts or promises.
import type { SiteIdentity } from "../_shared/content/site.ts";
import { CHAT_REQUEST_MESSAGES } from "../_shared/content/chat.ts";
import { HttpError } from "../_shared/http.ts";
import type { Passage } from "./answerer.ts";
import type { ChatConfig } from "./config.ts";
import type { ChatMessage } from "./request.ts";
import { contentOf, sseData } from "./sse.ts";

// The conversation sent upstream is cut from the oldest end to about this many characters (~8k tokens).
const HISTORY_BUDGET_CHARS = 32_000;

export function systemPrompt(identity: SiteIdentity, passages: Passage[]): string {
  const sources = passages.length === 0
    ? "(Ingen relevante kilder fundet.)"
    : passages.map((p, i) => `[${i + 1}] ${p.title}${p.url ? ` (${p.url})` : ""}\n${p.body}`).join("\n\n");
  return [
    `Du er ${identity.productName}s digitale supportassistent på hjemmesiden for ${identity.resellerName}, der sælger ${identity.productName}: et cybersikkerhedsabonnement til virksomheder med 1 til 30 medarbejdere.`,
    "Svar altid på dansk, kort, venligt og konkret. Brug gerne punktopstillinger i markdown.",
    "Brug kun oplysningerne i KILDER nedenfor om priser, planer, produkter, vilkår og opsætning. Opfind aldrig priser, rabatter, tidsfrister, løfter eller funktioner. Står svaret ikke i kilderne, så sig det ærligt og foreslå, at den besøgende beder om at tale med en medarbejder eller bruger 'Kontakt os direkte'.",
    "Giv ikke juridisk rådgivning, og bed aldrig om adgangskoder eller betalingsoplysninger.",
    `Henvis til siderne med relative links fra kilderne. Support-e-mail: ${identity.supportEmail}.`,
    `KILDER:\n${sources}`,
  ].join("\n\n");
}

function recentHistory(messages: ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    used += message.content.length;
    if (used > HISTORY_BUDGET_CHARS && kept.length > 0) break;
    kept.unshift(message);
  }
  return kept;
}

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
 * Opens the provider's stream. Resolves once the provider has answered OK, so a refusal or a timeout
 * before the first byte becomes a JSON error for the widget (502/504) rather than a broken stream.
 */
export async function openProviderStream(
  config: ChatConfig,
  identity: SiteIdentity,
  passages: Passage[],
  messages: ChatMessage[],
  abort: AbortController,
): Promise<AsyncGenerator<string>> {
  let response: Response;
  try {
    response = await withTimeout(
      fetch(`${config.baseUrl}/chat/completions`, {
        method: "POST",
        signal: abort.signal,
        headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({
          model: config.model,
          stream: true,
          max_tokens: config.maxTokens,
          temperature: 0.2,
          messages: [{ role: "system", content: systemPrompt(identity, passages) }, ...recentHistory(messages)],
        }),
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
  const body = response.body;
  return (async function* () {
    for await (const data of sseData(body, (read) => withTimeout(read, config.idleTimeoutMs, () => abort.abort()))) {
      const text = contentOf(data);
      if (text) yield text;
    }
  })();
}
