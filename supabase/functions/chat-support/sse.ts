// Server-sent events in the OpenAI chat-completions shape, both ways: what we send the widget and what we
// read from the provider.

const encoder = new TextEncoder();

export function deltaEvent(content: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
}

export const DONE_EVENT = encoder.encode("data: [DONE]\n\n");

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
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await nextChunk(reader.read());
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trimStart();
        if (data === "[DONE]") return;
        yield data;
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The text of one chat-completions chunk; anything else (role-only chunks, usage) is empty. */
export function contentOf(data: string): string {
  try {
    const parsed = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    const content = parsed.choices?.[0]?.delta?.content;
    return typeof content === "string" ? content : "";
  } catch {
    console.error("unparseable provider line", data.slice(0, 200));
    return "";
  }
}
