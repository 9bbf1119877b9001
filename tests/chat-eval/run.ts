// Plays the evaluation set against a running chat-support (through the gateway, as the widget calls it)
// and grades every conversation. Used by `npm run bench -- chat-quality`.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { createSseParser } from "#shared/sse-parse.ts";
import { CONVERSATIONS, type EvalCategory, type EvalConversation } from "./conversations.ts";
import { type EscalationRecord, grade, type Grade } from "./grade.ts";
import { createPool } from "../../supabase/local/postgres.ts";

export interface Target {
  apiUrl: string;
  anonKey: string;
  dbUrl: string;
}

interface TurnResult {
  text: string;
  /** Milliseconds from sending to the first content piece. */
  firstToken: number;
}

export interface ConversationResult {
  conversation: EvalConversation;
  replies: string[];
  firstTokens: number[];
  grade: Grade;
}

/** One turn: POST, read the SSE stream, return the text and the time to its first piece. */
async function playTurn(
  target: Target,
  body: { messages: Array<{ role: string; content: string }>; sessionId: string; conversationId: string | null },
): Promise<TurnResult & { conversationId: string | null }> {
  const started = performance.now();
  const response = await fetch(`${target.apiUrl}/functions/v1/chat-support`, {
    method: "POST",
    headers: { apikey: target.anonKey, authorization: `Bearer ${target.anonKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`chat-support answered ${response.status}: ${await response.text()}`);
  const conversationId = response.headers.get("x-conversation-id");
  let text = "";
  let firstToken = Number.NaN;
  const parser = createSseParser((data) => {
    if (data === "[DONE]") return;
    // The hand-off event before [DONE] has no choices.
    const content = (JSON.parse(data) as { choices?: Array<{ delta: { content?: string } }> }).choices?.[0]?.delta.content;
    if (content) {
      if (Number.isNaN(firstToken)) firstToken = performance.now() - started;
      text += content;
    }
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parser.feed(read.value);
  parser.end();
  return { text, firstToken, conversationId };
}

async function escalationsOf(db: pg.Pool, conversationId: string | null): Promise<EscalationRecord[] | null> {
  if (!conversationId) return [];
  try {
    const { rows } = await db.query<EscalationRecord>(
      "select contact_name, contact_email, contact_phone from public.chat_escalations where conversation_id = $1",
      [conversationId],
    );
    return rows;
  } catch {
    // Before the hand-off columns existed: count the records, with no contact details.
    try {
      const { rows } = await db.query<EscalationRecord>(
        "select null as contact_name, null as contact_email, null as contact_phone from public.chat_escalations where conversation_id = $1",
        [conversationId],
      );
      return rows;
    } catch {
      return null;
    }
  }
}

async function playConversation(target: Target, db: pg.Pool, conversation: EvalConversation): Promise<ConversationResult> {
  const sessionId = `eval-${conversation.id}-${randomUUID()}`;
  const messages: Array<{ role: string; content: string }> = [];
  const replies: string[] = [];
  const firstTokens: number[] = [];
  let conversationId: string | null = null;
  for (const turn of conversation.turns) {
    messages.push({ role: "user", content: turn });
    const result = await playTurn(target, { messages, sessionId, conversationId });
    conversationId = result.conversationId ?? conversationId;
    replies.push(result.text);
    firstTokens.push(result.firstToken);
    messages.push({ role: "assistant", content: result.text });
  }
  // The reply is stored after the stream ends; give that write a moment before reading escalations.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const escalations = await escalationsOf(db, conversationId);
  return { conversation, replies, firstTokens, grade: grade(conversation, { replies, escalations }) };
}

export async function playAll(target: Target, conversations = CONVERSATIONS, parallel = 4): Promise<ConversationResult[]> {
  const db = createPool(target.dbUrl, 2);
  try {
    const results: ConversationResult[] = new Array(conversations.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < conversations.length) {
          const index = next++;
          results[index] = await playConversation(target, db, conversations[index]!);
        }
      }),
    );
    return results;
  } finally {
    await db.end();
  }
}

export function scoreByCategory(results: ConversationResult[]): Record<string, string> {
  const by = new Map<EvalCategory | "overall", { pass: number; total: number }>();
  for (const result of results) {
    for (const key of [result.conversation.category, "overall"] as const) {
      const entry = by.get(key) ?? { pass: 0, total: 0 };
      entry.total++;
      if (result.grade.pass) entry.pass++;
      by.set(key, entry);
    }
  }
  const out: Record<string, string> = {};
  for (const [key, { pass, total }] of [...by].sort(([a], [b]) => (a === "overall" ? 1 : b === "overall" ? -1 : a.localeCompare(b)))) {
    out[key] = `${pass}/${total} (${Math.round((pass / total) * 1000) / 10} %)`;
  }
  return out;
}

/** The answerer saying it does not know (and offering a person), in either language. */
const FALLBACK = /kan jeg desværre ikke svare|kan ikke svare (sikkert|på det)|det ved jeg ikke|står ikke på siden|can't answer that|cannot answer that|don't know|isn't on the site/i;
/** Categories where a fallback or a hand-off is a right answer, not a miss. */
const FALLBACK_ALLOWED = new Set<EvalCategory>(["unknown", "off-topic", "person", "contact-details"]);

export type Outcome = "right" | "misfire" | "fallback" | "other";

/**
 * How a conversation went: right; a confident misfire (a factual answer that misses what was asked: a wrong
 * figure, another topic, a forbidden claim, while not saying it does not know); an honest fallback on a
 * question the public texts answer; or other (right content, wrong form: too long, wrong language, no hand-off).
 */
export function outcome(result: ConversationResult): Outcome {
  if (result.grade.pass) return "right";
  const reply = result.replies.at(-1) ?? "";
  if (FALLBACK.test(reply)) return FALLBACK_ALLOWED.has(result.conversation.category) ? "other" : "fallback";
  const topic = result.conversation.topic;
  if (topic ? !topic.test(reply) : result.grade.failures.some((f) => /^(missing|forbidden|first sentence)/.test(f))) return "misfire";
  return "other";
}

export function outcomes(results: ConversationResult[]): Record<string, string> {
  const of = (kind: Outcome) => results.filter((r) => outcome(r) === kind).map((r) => r.conversation.id);
  const misfires = of("misfire");
  const fallbacks = of("fallback");
  const emergencies = misfires.filter((id) => results.find((r) => r.conversation.id === id)!.conversation.category === "emergency");
  return {
    "confident misfires": `${misfires.length}${misfires.length ? ` (${misfires.join(", ")})` : ""}`,
    "confident misfires on emergencies": String(emergencies.length),
    "fallbacks on answerable questions": `${fallbacks.length}${fallbacks.length ? ` (${fallbacks.join(", ")})` : ""}`,
  };
}
