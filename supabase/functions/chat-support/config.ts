// The provider and the limits, from the function's secrets (see .env.example, "Chat assistant").
import { CHAT_RATE_LIMIT } from "../_shared/content/chat.ts";

function numberFrom(name: string, fallback: number): number {
  const value = Number(Deno.env.get(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface ChatConfig {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1; requests go to {baseUrl}/chat/completions. */
  baseUrl: string;
  /** Empty: the built-in answerer replies from our own knowledge, no provider is called. */
  apiKey: string;
  model: string;
  maxTokens: number;
  /** Until the provider's answer starts (status and headers). */
  connectTimeoutMs: number;
  /** Longest silence between two pieces of the provider's stream. */
  idleTimeoutMs: number;
  perSession: number;
  perAddress: number;
  windowSeconds: number;
}

export function loadConfig(): ChatConfig {
  return {
    baseUrl: (Deno.env.get("CHAT_API_BASE_URL") || "https://api.openai.com/v1").replace(/\/+$/, ""),
    apiKey: Deno.env.get("CHAT_API_KEY") ?? "",
    model: Deno.env.get("CHAT_MODEL") || "gpt-4o-mini",
    maxTokens: numberFrom("CHAT_MAX_TOKENS", 800),
    connectTimeoutMs: numberFrom("CHAT_CONNECT_TIMEOUT_MS", 15_000),
    idleTimeoutMs: numberFrom("CHAT_IDLE_TIMEOUT_MS", 20_000),
    perSession: numberFrom("CHAT_RATE_LIMIT_SESSION", CHAT_RATE_LIMIT.perSession),
    perAddress: numberFrom("CHAT_RATE_LIMIT_ADDRESS", CHAT_RATE_LIMIT.perAddress),
    windowSeconds: numberFrom("CHAT_RATE_WINDOW_SECONDS", CHAT_RATE_LIMIT.windowSeconds),
  };
}
