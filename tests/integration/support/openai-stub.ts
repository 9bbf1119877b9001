import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible chat-completions server: real HTTP, real SSE, so chat-support's provider code
 * runs unchanged. What it does depends on a marker in the last user message:
 *   [fejl]     answers 500 with an OpenAI-style error body;
 *   [langsom]  waits `slowMs` before answering at all (the function's connect timeout);
 *   [hænger]   streams one piece, then goes silent (the function's idle timeout);
 *   otherwise  streams `reply` (default: "Svar 1 2 3") in pieces, `gapMs` apart, then [DONE].
 * With `toolCalls` set, a request that carries no tool results yet is answered as a model that calls tools:
 * the calls stream as `tool_calls` deltas (the arguments in small pieces) and end with finish_reason
 * "tool_calls"; the next request (with the `tool` messages) streams `replyAfterTools(results)`.
 */
interface StubToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export interface OpenAiStub {
  url: string;
  requests: ChatCompletionRequest[];
  reply: string;
  toolCalls: StubToolCall[] | null;
  replyAfterTools: (results: unknown[]) => string;
  gapMs: number;
  slowMs: number;
  close(): Promise<void>;
}

interface ChatCompletionRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    max_tokens?: number;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }>;
    tools?: Array<{ type: string; function: { name: string } }>;
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

const toolChunk = (call: Record<string, unknown>) =>
  `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", choices: [{ index: 0, delta: { tool_calls: [call] }, finish_reason: null }] })}\n\n`;

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const open = new Set<ServerResponse>();
  const stub: OpenAiStub = {
    url: "",
    requests: [],
    reply: "Svar 1 2 3",
    toolCalls: null,
    replyAfterTools: (results) => `Værktøjet svarede ${JSON.stringify(results)}`,
    gapMs: 0,
    slowMs: 10_000,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const body = JSON.parse(await readBody(req)) as ChatCompletionRequest["body"];
      stub.requests.push({ authorization: req.headers.authorization, body });
      const last = [...body.messages].reverse().find((m) => m.role === "user")?.content ?? "";
      open.add(res);
      res.on("close", () => open.delete(res));
      if (last.includes("[fejl]")) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }));
        return;
      }
      if (last.includes("[langsom]")) await new Promise((resolve) => setTimeout(resolve, stub.slowMs));
      if (res.destroyed) return;
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      // A role-only first chunk, as OpenAI sends, and an SSE comment: both must be skipped.
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
      res.write(": keep-alive\n\n");
      if (last.includes("[hænger]")) {
        res.write(chunk("Første del"));
        return; // never ends; the function's idle timeout must
      }
      const toolResults = body.messages.filter((m) => m.role === "tool").map((m) => JSON.parse(m.content ?? "null") as unknown);
      if (stub.toolCalls && toolResults.length === 0) {
        stub.toolCalls.forEach((call, index) => {
          const args = JSON.stringify(call.arguments);
          res.write(toolChunk({ index, id: `call_${index}`, type: "function", function: { name: call.name, arguments: "" } }));
          for (let at = 0; at < args.length; at += 7) res.write(toolChunk({ index, function: { arguments: args.slice(at, at + 7) } }));
        });
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }] })}\n\n`);
        res.end("data: [DONE]\n\n");
        return;
      }
      const text = toolResults.length ? stub.replyAfterTools(toolResults) : stub.reply;
      for (const piece of text.split(/(?<= )/)) {
        if (res.destroyed) return;
        res.write(chunk(piece));
        if (stub.gapMs > 0) await new Promise((resolve) => setTimeout(resolve, stub.gapMs));
      }
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
      res.end("data: [DONE]\n\n");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () => {
    for (const res of open) res.destroy();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return stub;
}
