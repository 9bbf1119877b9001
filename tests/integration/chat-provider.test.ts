// chat-support with an OpenAI-compatible provider: a stack of its own whose functions get the provider's
// secrets (CHAT_*), pointed at a local test server that speaks real SSE over HTTP.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_CONVERSATION_HEADER, CHAT_REQUEST_MESSAGES as M } from "#shared/content/chat.ts";
import { loadEnv } from "../../supabase/local/env.ts";
import { createPool } from "../../supabase/local/postgres.ts";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";
import { postChat, userTurn } from "./support/chat.ts";
import { startOpenAiStub, type OpenAiStub } from "./support/openai-stub.ts";

let stub: OpenAiStub;
let stack: RunningStack;
let db: pg.Pool;

const SESSION_LIMIT = 4;
const ADDRESS_LIMIT = 6;

beforeAll(async () => {
  stub = await startOpenAiStub();
  stack = await startStack({
    mode: "test",
    seed: false,
    env: {
      ...loadEnv(),
      CHAT_API_BASE_URL: stub.url,
      CHAT_API_KEY: "sk-test-key",
      CHAT_MODEL: "test-model",
      CHAT_MAX_TOKENS: "321",
      CHAT_CONNECT_TIMEOUT_MS: "1500",
      CHAT_IDLE_TIMEOUT_MS: "1500",
      CHAT_RATE_LIMIT_SESSION: String(SESSION_LIMIT),
      CHAT_RATE_LIMIT_ADDRESS: String(ADDRESS_LIMIT),
      CHAT_RATE_WINDOW_SECONDS: "3600",
    },
  });
  db = createPool(stack.dbUrl, 2);
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  await stub?.close();
});

let nextHost = 10;
const freshAddress = () => `127.0.2.${nextHost++}`;
const chat = (body: unknown, from = freshAddress()) => postChat(stack.apiUrl, stack.anonKey, body, { from });

async function messagesOf(sessionId: string) {
  const { rows } = await db.query<{ role: string; content: string }>(
    `select m.role, m.content from public.chat_messages m join public.chat_conversations c on c.id = m.conversation_id
      where c.session_id = $1 order by m.created_at, m.role desc`,
    [sessionId],
  );
  return rows;
}

// The questions asked here are ones the site's texts cover: a question they do not cover is answered by the
// built-in answerer and never reaches the model (issue 38), tested below.
describe("chat-support with a provider", () => {
  it("relays the provider's pieces in order, ends with [DONE] and stores both sides", async () => {
    stub.reply = "Essentials koster 66 kr. pr. medarbejder pr. måned.";
    const sessionId = `s-${randomUUID()}`;
    const answer = await chat(userTurn("Hvad koster Essentials?", sessionId));
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(answer.events.at(-1)).toBe("[DONE]");
    const pieces = answer.events.slice(0, -1).map((event) => (JSON.parse(event) as { choices: [{ delta: { content: string } }] }).choices[0].delta.content);
    expect(pieces).toEqual(stub.reply.split(/(?<= )/));
    expect(answer.headers[CHAT_CONVERSATION_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await messagesOf(sessionId)).toEqual([
      { role: "user", content: "Hvad koster Essentials?" },
      { role: "assistant", content: stub.reply },
    ]);
  });

  it("grounds the system prompt in retrieved passages, with the key, model and token cap", async () => {
    stub.reply = "Ok.";
    const before = stub.requests.length;
    await chat({
      sessionId: `g-${randomUUID()}`,
      messages: [
        { role: "user", content: "Hej" },
        { role: "assistant", content: "Hej! Hvad kan jeg hjælpe med?" },
        { role: "user", content: "Hvad koster Complete?" },
      ],
    });
    const sent = stub.requests[before]!;
    expect(sent.authorization).toBe("Bearer sk-test-key");
    expect(sent.body).toMatchObject({ model: "test-model", stream: true, max_tokens: 321 });
    const [system, ...rest] = sent.body.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("Complete koster 129 kr.");
    expect(system!.content).toMatch(/Opfind aldrig priser/);
    expect(rest.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });

  it("lets the model call the price calculator, then streams its answer with the tool's result", async () => {
    stub.toolCalls = [{ name: "price_quote", arguments: { plan: "essentials", employees: 10 } }];
    stub.replyAfterTools = (results) => {
      const quote = results[0] as { total_excl_vat: { da: string } };
      return `Essentials til 10 medarbejdere koster ${quote.total_excl_vat.da} om måneden ekskl. moms.`;
    };
    const before = stub.requests.length;
    const sessionId = `tool-${randomUUID()}`;
    const answer = await chat(userTurn("Hvad koster Essentials for 10 medarbejdere?", sessionId));
    stub.toolCalls = null;
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("Essentials til 10 medarbejdere koster 660 kr. om måneden ekskl. moms.");
    expect(answer.events.at(-1)).toBe("[DONE]");
    const [first, second] = stub.requests.slice(before);
    expect(first!.body.tools?.map((tool) => tool.function.name)).toEqual([
      "price_quote", "compare_plans", "cheapest_plan_with_feature", "cancellation_end_date", "latest_cancellation_date", "request_human",
    ]);
    // The second request carries the model's tool call and the calculator's answer.
    const assistant = second!.body.messages.at(-2)!;
    expect(assistant).toMatchObject({ role: "assistant", tool_calls: [{ id: "call_0", type: "function", function: { name: "price_quote" } }] });
    const tool = second!.body.messages.at(-1)!;
    expect(tool.role).toBe("tool");
    expect(tool.tool_call_id).toBe("call_0");
    expect(JSON.parse(tool.content!)).toMatchObject({ ok: true, plan: "Essentials", total_excl_vat: { da: "660 kr." }, total_incl_vat: { da: "825 kr." } });
    expect((await messagesOf(sessionId)).at(-1)).toEqual({ role: "assistant", content: answer.text });
  });

  it("works out a cancellation date and the 30-employee limit with tools, never by itself", async () => {
    stub.toolCalls = [
      { name: "cancellation_end_date", arguments: { cancelled_on: "2028-01-31" } },
      { name: "price_quote", arguments: { plan: "complete", employees: 45 } },
    ];
    stub.replyAfterTools = (results) => JSON.stringify(results);
    const answer = await chat(userTurn("Opsigelse 31. januar 2028, og hvad koster Complete for 45?", `tool2-${randomUUID()}`));
    stub.toolCalls = null;
    const [date, price] = JSON.parse(answer.text) as [{ ends_on: string; ends_on_text: { da: string } }, { ok: boolean; reason: string }];
    expect(date).toMatchObject({ ends_on: "2028-02-29", ends_on_text: { da: "29. februar 2028" } });
    expect(price).toMatchObject({ ok: false, reason: "too-many" });
  });

  it("stores the hand-off the model asks for, with the contact details it collected", async () => {
    stub.toolCalls = [{ name: "request_human", arguments: { name: "Sofie Berg", email: "sofie@berg.dk" } }];
    stub.replyAfterTools = () => "En kollega skriver til dig på sofie@berg.dk inden for én arbejdsdag.";
    const sessionId = `tool3-${randomUUID()}`;
    const answer = await chat(userTurn("Hvilken plan passer til vores butikker, og hvad koster den?", sessionId));
    stub.toolCalls = null;
    expect(answer.text).toMatch(/sofie@berg\.dk/);
    const { rows } = await db.query(
      `select e.contact_name, e.contact_email from public.chat_escalations e
         join public.chat_conversations c on c.id = e.conversation_id where c.session_id = $1`,
      [sessionId],
    );
    expect(rows).toEqual([{ contact_name: "Sofie Berg", contact_email: "sofie@berg.dk" }]);
  });

  it("tells the model to answer in the visitor's language and grounds it in the site's texts", async () => {
    stub.reply = "Ok.";
    const before = stub.requests.length;
    await chat(userTurn("How long do you keep our data after we cancel?", `en-${randomUUID()}`));
    const system = stub.requests[before]!.body.messages[0]!.content!;
    expect(system).toMatch(/på engelsk, hvis den sidste besked er på engelsk/);
    expect(system).toContain("/terms#data-protection");
  });

  it("answers a provider error with a Danish 502 and no stream", async () => {
    const sessionId = `e-${randomUUID()}`;
    const answer = await chat(userTurn("Hvad koster Essentials? [fejl]", sessionId));
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ error: M.upstreamFailed });
    expect((await messagesOf(sessionId)).map((m) => m.role)).toEqual(["user"]);
  });

  it("gives up on a provider that does not answer in time (504)", async () => {
    stub.slowMs = 6_000;
    const answer = await chat(userTurn("Hvad koster Essentials? [langsom]", `t-${randomUUID()}`));
    expect(answer.status).toBe(504);
    expect(answer.json).toEqual({ error: M.upstreamTimeout });
  });

  it("ends a stream whose provider goes silent, saying so, and keeps what came", async () => {
    const sessionId = `i-${randomUUID()}`;
    const answer = await chat(userTurn("Hvad koster Essentials? [hænger]", sessionId));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(`Første del${M.interrupted}`);
    expect(answer.events.at(-1)).toBe("[DONE]");
    expect((await messagesOf(sessionId)).at(-1)).toEqual({ role: "assistant", content: `Første del${M.interrupted}` });
  });

  it("keeps the part of the reply streamed before the visitor stopped it", async () => {
    stub.reply = "en to tre fire fem seks syv otte ni ti";
    stub.gapMs = 150;
    const sessionId = `x-${randomUUID()}`;
    const abort = new AbortController();
    const response = await fetch(`${stack.apiUrl}/functions/v1/chat-support`, {
      method: "POST",
      signal: abort.signal,
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: JSON.stringify(userTurn("Hvad koster Core for ti medarbejdere?", sessionId)),
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"content":"en "');
    abort.abort();
    let saved: { role: string; content: string } | undefined;
    await expect
      .poll(async () => (saved = (await messagesOf(sessionId)).find((m) => m.role === "assistant")), { timeout: 10_000 })
      .toBeDefined();
    expect(stub.reply.startsWith(saved!.content)).toBe(true);
    expect(saved!.content.length).toBeLessThan(stub.reply.length);
    stub.gapMs = 0;
  });

  it("escalates a request for a person without asking the provider", async () => {
    const before = stub.requests.length;
    const sessionId = `h-${randomUUID()}`;
    const answer = await chat(userTurn("Kan jeg tale med en rigtig person?", sessionId));
    expect(answer.text).toMatch(/kontakter/);
    expect(stub.requests.length).toBe(before);
    const { rows } = await db.query(
      "select e.user_message from public.chat_escalations e join public.chat_conversations c on c.id = e.conversation_id where c.session_id = $1",
      [sessionId],
    );
    expect(rows).toEqual([{ user_message: "Kan jeg tale med en rigtig person?" }]);
  });

  it("routes an attack in progress before the model: what to do now, the incident line, an urgent hand-off", async () => {
    stub.reply = "Essentials koster 66 kr. pr. medarbejder pr. måned.";
    const before = stub.requests.length;
    const sessionId = `sos-${randomUUID()}`;
    const answer = await chat(userTurn("hjælp, vi er ramt af ransomware lige nu, alle filer er krypteret", sessionId));
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^Ring til vores beredskab nu på \[\+45 70 20 30 40\]\(tel:\+4570203040\)/);
    expect(answer.text).toMatch(/Afbryd den ramte computer fra netværket/);
    expect(answer.text).toMatch(/Betal ikke løsesum/);
    expect(answer.text).not.toMatch(/Essentials|kr\./);
    expect(stub.requests.length).toBe(before);
    const { rows } = await db.query(
      "select e.reason, e.user_message from public.chat_escalations e join public.chat_conversations c on c.id = e.conversation_id where c.session_id = $1",
      [sessionId],
    );
    expect(rows).toEqual([{ reason: expect.stringMatching(/^HASTER/), user_message: "hjælp, vi er ramt af ransomware lige nu, alle filer er krypteret" }]);
  });
});

describe("chat-support checks what the model may answer (issue 38)", () => {
  it("answers a question nothing on the site covers without the model, honestly, and records it as unanswered", async () => {
    stub.reply = "Selvfølgelig, vi integrerer med e-conomic og Dinero.";
    const before = stub.requests.length;
    const sessionId = `unk-${randomUUID()}`;
    const answer = await chat(userTurn("Kan I lave en opskrift på lasagne med rødvin til 6 personer?", sessionId));
    expect(answer.status).toBe(200);
    expect(answer.text).not.toMatch(/e-conomic|kr\./);
    expect(stub.requests.length).toBe(before);
  });

  it("answers an unknown integration honestly without the model and records the question", async () => {
    stub.reply = "Ja, Skjold integrerer med e-conomic.";
    const before = stub.requests.length;
    const sessionId = `unk2-${randomUUID()}`;
    const answer = await chat(userTurn("Har I en integration til e-conomic og Dinero regnskabsprogrammer?", sessionId));
    expect(answer.text).toMatch(/^Det står ikke på siden om Skjold, så det kan jeg desværre ikke svare sikkert på/);
    expect(stub.requests.length).toBe(before);
    const { rows } = await db.query(
      "select u.question from public.chat_unanswered u join public.chat_conversations c on c.id = u.conversation_id where c.session_id = $1",
      [sessionId],
    );
    expect(rows.length).toBe(1);
  });

  it("routes a payment already made to a fraudster before the model: the bank first, the incident line, no price", async () => {
    stub.reply = "Essentials koster 66 kr. pr. medarbejder pr. måned.";
    const before = stub.requests.length;
    const answer = await chat(userTurn("Vores bogholder har lige overført 85.000 kr. efter en falsk mail fra 'direktøren'. Hvad gør vi?", `fr-${randomUUID()}`));
    expect(answer.text).toMatch(/70 20 30 40/);
    expect(answer.text).toMatch(/Ring til jeres bank nu/);
    expect(answer.text).not.toMatch(/Essentials|pr\. medarbejder/);
    expect(stub.requests.length).toBe(before);
  });

  it("still asks the model what the site's texts cover", async () => {
    stub.reply = "Prøveperioden er 14 dage.";
    const before = stub.requests.length;
    await chat(userTurn("Hvor lang er prøveperioden?", `ok-${randomUUID()}`));
    expect(stub.requests.length).toBe(before + 1);
  });
});

describe("chat-support rate limits", () => {
  it(`allows ${SESSION_LIMIT} messages per session, then a Danish 429 with Retry-After`, async () => {
    stub.reply = "Ok.";
    const sessionId = `r-${randomUUID()}`;
    for (let i = 0; i < SESSION_LIMIT; i++) expect((await chat(userTurn(`Besked ${i}`, sessionId))).status).toBe(200);
    const limited = await chat(userTurn("En for meget", sessionId));
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: M.rateLimited });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await messagesOf(sessionId)).toHaveLength(SESSION_LIMIT * 2);
    // Another session is not affected.
    expect((await chat(userTurn("Hej", `r2-${randomUUID()}`))).status).toBe(200);
  });

  it(`allows ${ADDRESS_LIMIT} messages per address across sessions`, async () => {
    const from = freshAddress();
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await chat(userTurn(`Besked ${i}`, `a-${randomUUID()}`), from)).status).toBe(200);
    const limited = await chat(userTurn("En for meget", `a-${randomUUID()}`), from);
    expect(limited.status).toBe(429);
    expect(limited.json?.error).toBe(M.rateLimited);
    expect((await chat(userTurn("Hej", `a-${randomUUID()}`), freshAddress())).status).toBe(200);
  });
});
