// Server-sent events in the OpenAI chat-completions shape, both ways: what we send the widget and what we
// read from the provider (parsed by the parser the widget uses too, _shared/sse-parse.ts).
import type { ChatHandoff } from "../_shared/content/chat.ts";
import { createSseParser } from "../_shared/sse-parse.ts";

const encoder = new TextEncoder();

export function deltaEvent(content: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
}

export const DONE_EVENT = encoder.encode("data: [DONE]\n\n");

/**
 * The turn's hand-off, sent once the reply is complete (the model's hand-off tool call is known only then) and
 * before [DONE], on every turn (all false when nothing was handed over). An OpenAI-style reader skips it: it has
 * no choices.
 */
export function handoffEvent(
  reply: { escalationReason: string | null; contact: { email: string | null; phone: string | null } | null },
  urgent: boolean,
): Uint8Array {
  const handoff: ChatHandoff = {
    escalated: reply.escalationReason !== null,
    contactGiven: Boolean(reply.contact && (reply.contact.email || reply.contact.phone)),
    urgent,
  };
  return encoder.encode(`data: ${JSON.stringify({ handoff })}\n\n`);
}

/**
 * The `data:` payloads of an SSE stream, in order, ending at [DONE] or the end of the body. Comments,
 * blank lines and other fields are skipped; `nextChunk` lets the caller bound the wait for each piece.
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  nextChunk: (read: Promise<ReadableStreamReadResult<Uint8Array>>) => Promise<ReadableStreamReadResult<Uint8Array>>,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  try {
    for (;;) {
      const { done, value } = await nextChunk(reader.read());
      if (done) {
        parser.feed(decoder.decode());
        parser.end();
      } else parser.feed(decoder.decode(value, { stream: true }));
      while (events.length) {
        const data = events.shift()!;
        if (data === "[DONE]") return;
        yield data;
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export interface StreamDelta {
  content: string;
  toolCalls: Array<{ index: number; id?: string; name?: string; arguments?: string }>;
  finishReason: string | null;
}

/** What one chat-completions chunk carries: text, pieces of tool calls, and why the turn ended. */
export function deltaOf(data: string): StreamDelta {
  try {
    const parsed = JSON.parse(data) as {
      choices?: Array<{
        delta?: { content?: unknown; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> };
        finish_reason?: string | null;
      }>;
    };
    const choice = parsed.choices?.[0];
    const content = choice?.delta?.content;
    return {
      content: typeof content === "string" ? content : "",
      toolCalls: (choice?.delta?.tool_calls ?? []).map((call, i) => ({
        index: typeof call.index === "number" ? call.index : i,
        id: call.id,
        name: call.function?.name,
        arguments: call.function?.arguments,
      })),
      finishReason: choice?.finish_reason ?? null,
    };
  } catch {
    console.error("unparseable provider line", data.slice(0, 200));
    return { content: "", toolCalls: [], finishReason: null };
  }
}
