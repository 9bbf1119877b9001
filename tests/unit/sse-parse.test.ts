// The one SSE reader the widget and chat-support share.
import { describe, expect, it } from "vitest";
import { createSseParser } from "../../supabase/functions/_shared/sse-parse.ts";

function parse(...chunks: string[]): string[] {
  const out: string[] = [];
  const parser = createSseParser((data) => out.push(data));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return out;
}

describe("createSseParser", () => {
  it("delivers each event's data, skipping comments and other fields", () => {
    expect(parse('data: {"a":1}\n\n: keep-alive\n\nevent: x\ndata: [DONE]\n\n')).toEqual(['{"a":1}', "[DONE]"]);
  });

  it("joins lines split across chunks, also CRLF split between CR and LF", () => {
    expect(parse("da", "ta: he", "llo\r", "\n\r\n", "data:no-space\n\n")).toEqual(["hello", "no-space"]);
  });

  it("joins multi-line data with a line feed and keeps a final event without its blank line", () => {
    expect(parse("data: one\ndata: two\n\ndata: last")).toEqual(["one\ntwo", "last"]);
  });

  it("keeps a colon and spaces inside the value", () => {
    expect(parse('data:  {"content":"a: b"}\n\n')).toEqual([' {"content":"a: b"}']);
  });
});
