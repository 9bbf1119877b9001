// The chat assistant's streaming path: what chat-support adds to the time to first token over the
// provider itself, and many streams at once through the gateway. The provider is the local
// OpenAI-compatible test server (tests/integration/support/openai-stub.ts), so only our code is measured.
import { randomUUID } from "node:crypto";
import { loadEnv } from "../supabase/local/env.ts";
import { startStack } from "../supabase/local/stack.ts";
import { startOpenAiStub } from "../tests/integration/support/openai-stub.ts";
import { summary } from "./stats.ts";

/** Milliseconds from sending to the first content piece, and whether the stream ended with [DONE]. */
async function stream(url: string, headers: Record<string, string>, body: unknown): Promise<{ ttft: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  if (!response.ok || !response.body) {
    await response.text().catch(() => undefined);
    return { ttft: Number.NaN, ok: false };
  }
  let ttft = Number.NaN;
  let text = "";
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(ttft) && text.includes('"content":"')) ttft = performance.now() - started;
  }
  return { ttft, ok: text.trimEnd().endsWith("data: [DONE]") };
}

export async function benchChatStream(samples = 200, concurrent = 200): Promise<Record<string, unknown>> {
  const stub = await startOpenAiStub();
  stub.reply = "Essentials koster 66 kr. pr. medarbejder pr. måned, ekskl. moms.";
  const stack = await startStack({
    mode: "test",
    seed: false,
    env: {
      ...loadEnv(),
      CHAT_API_BASE_URL: stub.url,
      CHAT_API_KEY: "sk-bench",
      CHAT_RATE_LIMIT_SESSION: "100000",
      CHAT_RATE_LIMIT_ADDRESS: "100000",
    },
  });
  try {
    const question = { role: "user", content: "Hvad koster Essentials?" };
    const viaFunction = () =>
      stream(`${stack.apiUrl}/functions/v1/chat-support`, { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` }, {
        messages: [question],
        sessionId: `bench-${randomUUID()}`,
      });
    const direct = () =>
      stream(`${stub.url}/chat/completions`, { authorization: "Bearer sk-bench" }, { model: "m", stream: true, messages: [question] });

    for (let i = 0; i < 30; i++) {
      await viaFunction();
      await direct();
    }
    // Interleaved, so both see the same machine load.
    const fn: number[] = [];
    const up: number[] = [];
    for (let i = 0; i < samples; i++) {
      fn.push((await viaFunction()).ttft);
      up.push((await direct()).ttft);
    }
    const f = summary(fn);
    const u = summary(up);

    stub.gapMs = 20;
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: concurrent }, () => viaFunction().catch(() => ({ ttft: Number.NaN, ok: false }))));
    const wall = performance.now() - started;
    const errors = results.filter((r) => !r.ok).length;
    return {
      "first token via gateway + chat-support (ms)": f,
      "first token straight from the provider (ms)": u,
      "added by chat-support + gateway, median (ms)": Math.round((f.median - u.median) * 100) / 100,
      [`${concurrent} concurrent streams: errors`]: errors,
      [`${concurrent} concurrent streams: first token (ms)`]: summary(results.filter((r) => r.ok).map((r) => r.ttft)),
      [`${concurrent} concurrent streams: wall time (ms)`]: Math.round(wall),
    };
  } finally {
    await stack.stop();
    await stub.close();
  }
}
