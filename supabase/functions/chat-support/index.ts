// chat-support: the AI chat assistant (SPEC.md sections 3, 7 and 8; issue 14).
//
// - Request: zod-validated (request.ts); bad input is a Danish 4xx and nothing is stored or counted.
// - Persistence is server-side (service role, one RPC per turn start and end): the conversation is created
//   lazily (with the user's id, e-mail and name when a signed-in user's token is sent), the user message is
//   stored before the reply, the full reply after it. A conversation id only accepts its own session.
// - Reply: an OpenAI-compatible provider when CHAT_API_KEY is set, else the built-in answerer; both are
//   grounded in the passages Postgres full-text search found (knowledge.ts, chat_search_knowledge).
// - Answer: `data: {"choices":[{"delta":{"content":…}}]}` lines, then `data: [DONE]`; the conversation id in
//   the x-conversation-id header. Errors are JSON {error} in Danish.
import { CHAT_CONVERSATION_HEADER, CHAT_REQUEST_MESSAGES as M } from "../_shared/content/chat.ts";
import { createSiteIdentity } from "../_shared/content/site.ts";
import { clientAddress, hashAddress } from "../_shared/client-address.ts";
import { corsHeaders } from "../_shared/cors.ts";
import { HttpError, json } from "../_shared/http.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { builtInAnswer, type Passage, pieces } from "./answerer.ts";
import { readJsonBody } from "./body.ts";
import { loadConfig } from "./config.ts";
import { asksForHuman, ESCALATION_REASONS, escalationReply } from "./escalation.ts";
import { ensureKnowledge } from "./knowledge.ts";
import { openProviderStream } from "./provider.ts";
import { type ChatRequest, chatRequestSchema } from "./request.ts";
import { deltaEvent, DONE_EVENT } from "./sse.ts";
import { signedInUser } from "./user.ts";

const config = loadConfig();
const identity = createSiteIdentity({
  productName: Deno.env.get("PRODUCT_NAME"),
  resellerName: Deno.env.get("RESELLER_NAME"),
});
const db = serviceClient();
void ensureKnowledge(db, identity);

type BeginTurn =
  | { status: "ok"; conversation_id: string; passages: Passage[] }
  | { status: "rate_limited"; retry_after_seconds: number }
  | { status: "forbidden" };

interface Reply {
  pieces: AsyncIterable<string> | Iterable<string>;
  escalationReason: string | null;
}

function parseRequest(body: unknown): ChatRequest {
  const parsed = chatRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  throw new HttpError(400, details[0]?.message ?? M.invalidBody, details);
}

async function handle(request: Request): Promise<Response> {
  const chat = parseRequest(await readJsonBody(request));
  const question = chat.messages.at(-1)!.content;
  const [user, ipHash] = await Promise.all([signedInUser(request, db), hashAddress(clientAddress(request)), ensureKnowledge(db, identity)]);

  const { data, error } = await db.rpc("chat_begin_turn", {
    p_conversation_id: chat.conversationId ?? null,
    p_session_id: chat.sessionId,
    p_user_id: user?.id ?? null,
    p_user_email: user?.email ?? null,
    p_user_name: user?.name ?? null,
    p_content: question,
    p_ip_hash: ipHash,
    p_session_limit: config.perSession,
    p_ip_limit: config.perAddress,
    p_window_seconds: config.windowSeconds,
  });
  const turn = data as BeginTurn | null;
  if (error || !turn) {
    console.error("chat_begin_turn failed", error);
    throw new HttpError(503, M.notSaved);
  }
  if (turn.status === "rate_limited") {
    return json(429, { error: M.rateLimited }, { "retry-after": String(turn.retry_after_seconds) });
  }
  if (turn.status === "forbidden") throw new HttpError(403, M.foreignConversation);

  const abort = new AbortController();
  let reply: Reply;
  if (asksForHuman(question)) {
    reply = { pieces: pieces(escalationReply(identity, user?.email ?? null)), escalationReason: ESCALATION_REASONS.askedForHuman };
  } else if (!config.apiKey) {
    const answer = builtInAnswer(question, turn.passages, identity, user?.email ?? null);
    reply = { pieces: pieces(answer.text), escalationReason: answer.escalate ? ESCALATION_REASONS.noAnswer : null };
  } else {
    reply = { pieces: await openProviderStream(config, identity, turn.passages, chat.messages, abort), escalationReason: null };
  }
  return streamReply(turn.conversation_id, question, reply, abort);
}

function streamReply(conversationId: string, question: string, reply: Reply, abort: AbortController): Response {
  let full = "";
  let finished = false;
  let cancelled = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    const { error } = await db.rpc("chat_finish_turn", {
      p_conversation_id: conversationId,
      p_content: full,
      p_escalation_reason: reply.escalationReason,
      p_escalation_message: reply.escalationReason ? question : null,
    });
    // SPEC.md section 8: failing to save the reply is only logged.
    if (error) console.error("chat_finish_turn failed", error);
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for await (const piece of reply.pieces) {
          if (cancelled) return;
          full += piece;
          controller.enqueue(deltaEvent(piece));
        }
      } catch (error) {
        if (cancelled) return;
        console.error("chat reply interrupted", error);
        full += M.interrupted;
        controller.enqueue(deltaEvent(M.interrupted));
      }
      if (cancelled) return;
      await finish();
      controller.enqueue(DONE_EVENT);
      controller.close();
    },
    // The visitor pressed stop or left: keep what was said so far, stop paying for the rest.
    async cancel() {
      cancelled = true;
      abort.abort();
      await finish();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      ...corsHeaders,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      "access-control-expose-headers": CHAT_CONVERSATION_HEADER,
      [CHAT_CONVERSATION_HEADER]: conversationId,
    },
  });
}

Deno.serve(async (request) => {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== "POST") return json(405, { error: M.methodNotAllowed }, { allow: "POST, OPTIONS" });
  try {
    return await handle(request);
  } catch (error) {
    if (error instanceof HttpError) {
      return json(error.status, error.details === undefined ? { error: error.message } : { error: error.message, details: error.details });
    }
    console.error(error);
    return json(500, { error: M.internal });
  }
});
