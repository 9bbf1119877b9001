// chat-support: the AI chat assistant (docs/product-rules.md#chat-assistant).
//
// - Request: zod-validated (request.ts); bad input is a Danish 4xx and nothing is stored or counted.
// - Persistence is server-side (service role, one RPC per turn start and end): the conversation is created
//   lazily (with the user's id, e-mail and name when a signed-in user's token is sent), the user message is
//   stored before the reply, the full reply after it. A conversation id only accepts its own session.
// - Reply: the built-in answerer (assistant/) when no CHAT_API_KEY is set; with a key, an OpenAI-compatible
//   model grounded in the same search over the site's texts and posts, with the price and date calculators
//   and the hand-off as tools (model.ts). A request for a person or contact details typed in the chat are
//   handled the same way on both paths, and stored on the conversation's escalation.
// - Answer: `data: {"choices":[{"delta":{"content":…}}]}` lines, then `data: [DONE]`; the conversation id in
//   the x-conversation-id header; a turn that hands the case to a person ends with `data: {"handoff":…}`
//   before [DONE] (sse.ts). Errors are JSON {error} in Danish.
import { CHAT_CONVERSATION_HEADER, CHAT_REQUEST_MESSAGES as M } from "../_shared/content/chat.ts";
import { createSiteIdentity } from "../_shared/content/site.ts";
import { clientAddress, hashAddress } from "../_shared/client-address.ts";
import { corsHeaders } from "../_shared/cors.ts";
import { HttpError, json } from "../_shared/http.ts";
import { afterResponse } from "../_shared/after-response.ts";
import { leadMailKick } from "../_shared/leads/lead-mail.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { pieces } from "./pieces.ts";
import { ANSWERED_WITHOUT_TEXTS, builtInReply, readConversation } from "./assistant/answer.ts";
import { type ContactDetails, findContact } from "./assistant/contact.ts";
import { createLibrary } from "./assistant/library.ts";
import { readJsonBody } from "./body.ts";
import { loadConfig } from "./config.ts";
import { ESCALATION_REASONS, leadQuestion } from "./escalation.ts";
import { openModelReply } from "./model.ts";
import { type ChatRequest, chatRequestSchema } from "./request.ts";
import { deltaEvent, DONE_EVENT, handoffEvent } from "./sse.ts";
import { signedInUser } from "./user.ts";

const config = loadConfig();
const identity = createSiteIdentity({
  productName: Deno.env.get("PRODUCT_NAME"),
  resellerName: Deno.env.get("RESELLER_NAME"),
});
const db = serviceClient();
const library = createLibrary(db, identity);

type BeginTurn =
  | { status: "ok"; conversation_id: string }
  | { status: "rate_limited"; retry_after_seconds: number }
  | { status: "forbidden" };

interface Reply {
  pieces: AsyncIterable<string> | Iterable<string>;
  escalationReason: string | null;
  /** Contact details the visitor typed, stored on the conversation's escalation. */
  contact: ContactDetails | null;
  /** The assistant could not answer from what the site says (recorded for the admin inbox). */
  unanswered: "low_relevance" | null;
  /**
   * The visitor reports an attack in progress: the escalation is made at once (contact details or not),
   * marked urgent, and mailed at once with 'AKUT:' in the subject (reason ESCALATION_REASONS.emergency
   * unless escalationReason says otherwise).
   */
  urgent: boolean;
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
  // The posts are read (when they changed) only for a question that needs the search or for the model, and
  // then alongside the turn's start rather than after it.
  // Every reply of fact is checked against the texts (assistant/answerable.ts), so the index is read for all but
  // an attack in progress, a greeting or contact details.
  const searches = config.apiKey !== "" || !ANSWERED_WITHOUT_TEXTS.has(readConversation(chat.messages, { identity, userEmail: null, vocabulary: library.vocabulary }).analysis.topic);
  const index = searches ? library.index() : null;
  index?.catch(() => undefined);
  const [user, ipHash] = await Promise.all([signedInUser(request, db), hashAddress(clientAddress(request))]);

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
  const context = { identity, userEmail: user?.email ?? null, vocabulary: library.vocabulary, index: () => index ?? library.index() };
  let reply: Reply;
  const local = await builtInReply(chat.messages, context);
  // An attack in progress is answered by the fixed emergency route on both paths, before any model is asked;
  // contact details left after it keep the hand-off urgent.
  const urgent = local.escalation === "emergency" || (local.analysis.topic === "contact" && local.state.topic === "emergency");
  // The model gets the same grounding check: a question nothing on the site covers is answered honestly by the
  // built-in answerer ("Det står ikke på siden …", a colleague), never by a model left to guess.
  const unanswerable = local.checked === "unknown" || (local.escalation === "no-answer" && local.checked !== "partial")
    || ["off-topic", "not-stated", "onsite"].includes(local.analysis.topic);
  if (!config.apiKey || urgent || unanswerable || local.analysis.topic === "person" || local.analysis.topic === "contact") {
    reply = {
      pieces: pieces(local.text),
      escalationReason: urgent
        ? ESCALATION_REASONS.emergency
        : local.escalation === "asked-for-human" ? ESCALATION_REASONS.askedForHuman : null,
      contact: local.contact,
      unanswered: local.escalation === "no-answer" ? "low_relevance" : null,
      urgent,
    };
  } else {
    const model = await openModelReply(config, context, chat.messages, local.analysis, abort);
    reply = { pieces: model.pieces, escalationReason: null, contact: null, unanswered: null, urgent: false };
    model.onHandoff((contact) => {
      reply.escalationReason = ESCALATION_REASONS.askedForHuman;
      reply.contact = contact;
    });
  }
  // What the lead is about: the visitor's question before the hand-off (read only when there is a lead).
  const leadMessage = () =>
    leadQuestion(chat.messages, (upTo) => {
      const topic = readConversation([...upTo], context).analysis.topic;
      return topic === "person" || topic === "contact";
    });
  return streamReply(turn.conversation_id, question, reply, abort, { leadMessage, ipHash });
}

/** What a lead made in this turn needs besides the reply. */
interface LeadSource {
  /** The lead's message: the visitor's question before the hand-off. */
  leadMessage(): string;
  /** The sender's address (HMAC), for the lead e-mail budget per sender. */
  ipHash: string | null;
}

function streamReply(conversationId: string, question: string, reply: Reply, abort: AbortController, { leadMessage, ipHash }: LeadSource): Response {
  let full = "";
  let finished = false;
  let cancelled = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    const withContact = reply.contact && (reply.contact.email || reply.contact.phone);
    const reason = reply.escalationReason ?? (reply.urgent ? ESCALATION_REASONS.emergency : null);
    const message = reason || withContact ? leadMessage() : null;
    const { error } = await db.rpc("chat_finish_turn", {
      p_conversation_id: conversationId,
      p_content: full,
      p_escalation_reason: withContact ? null : reason,
      p_escalation_message: withContact || !reason ? null : message,
      p_urgent: reply.urgent,
      p_ip_hash: ipHash,
    });
    // Failing to save the reply is only logged: the visitor already has it.
    if (error) console.error("chat_finish_turn failed", error);
    if (withContact) {
      const saved = await db.rpc("chat_save_handoff_contact", {
        p_conversation_id: conversationId,
        p_reason: reason ?? ESCALATION_REASONS.askedForHuman,
        p_message: message,
        p_name: reply.contact!.name,
        p_email: reply.contact!.email,
        p_phone: reply.contact!.phone,
        // The answerer's and the model's hand-off pass name, e-mail and phone; the company is read here from
        // the visitor's own message ("Mette Holm, Holm VVS, 22 33 44 55").
        p_company: reply.contact!.company ?? findContact(question).company ?? null,
        p_urgent: reply.urgent,
        p_ip_hash: ipHash,
      });
      if (saved.error) console.error("chat_save_handoff_contact failed", saved.error);
    }
    if (reply.unanswered) {
      const recorded = await db.rpc("chat_record_unanswered", { p_conversation_id: conversationId, p_question: question, p_reason: reply.unanswered });
      if (recorded.error) console.error("chat_record_unanswered failed", recorded.error.message);
    }
    // An escalation, or contact details given in the chat, queued a lead e-mail in Postgres; send it now.
    if (reason || withContact) afterResponse("lead e-mail", () => leadMailKick(db));
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
      controller.enqueue(handoffEvent(reply, reply.urgent));
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
