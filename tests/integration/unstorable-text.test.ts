// Text Postgres cannot store (a NUL, half an emoji) is bad input: a Danish 400 from the shared schemas,
// nothing stored and nothing counted. Before, chat and the contact form accepted it, the database refused
// it and the visitor got a 503 ("Beskeden kunne ikke gemmes…"). A profile name cut by UTF-16 units left
// half an emoji behind the same way, so a signed-in user with a long name got a 503 on every message.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT_MESSAGE } from "#shared/lib/text.ts";
import { callFunction, newUser, sql, stackInfo } from "./support/clients.ts";
import { postChat, userTurn } from "./support/chat.ts";

let nextHost = 10;
const chat = (body: unknown, token?: string) =>
  postChat(stackInfo().apiUrl, stackInfo().anonKey, body, { from: `127.0.3.${nextHost++}`, token });

async function conversationsFor(sessionId: string) {
  return sql<{ user_name: string | null }>("select user_name from public.chat_conversations where session_id = $1", [sessionId]);
}

const HALF_EMOJI = "😀"[0]!;

describe("chat-support refuses text Postgres cannot store", () => {
  it.each([
    ["a NUL in the message", (sessionId: string) => userTurn("hvad koster\u0000 det?", sessionId)],
    ["half an emoji in the message", (sessionId: string) => userTurn(`hej ${HALF_EMOJI}`, sessionId)],
    ["a lone low surrogate in an earlier message", (sessionId: string) => ({
      sessionId,
      messages: [{ role: "user", content: "hej" }, { role: "assistant", content: "\uDE00" }, { role: "user", content: "pris?" }],
    })],
  ])("%s: a Danish 400, nothing stored, nothing counted", async (_label, body) => {
    const sessionId = `nul-${randomUUID()}`;
    const answer = await chat(body(sessionId));
    expect(answer.status).toBe(400);
    expect(answer.json?.error).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(await conversationsFor(sessionId)).toEqual([]);
    expect(await sql("select 1 from public.chat_rate_limits where bucket = $1", [`session:${sessionId}`])).toEqual([]);
  });

  it.each([
    ["a NUL", "sess\u0000ion"],
    ["half an emoji", `sess${HALF_EMOJI}`],
  ])("%s in the session id: the same 400", async (_label, sessionId) => {
    const answer = await chat(userTurn("hej", sessionId));
    expect(answer.status).toBe(400);
    expect(answer.json?.error).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});

describe("contact-submit refuses text Postgres cannot store, field by field", () => {
  it.each(["name", "email", "company", "message"])("in %s", async (field) => {
    const clientId = randomUUID();
    const sent = {
      clientId,
      name: "Mette Hansen",
      email: `mette-${clientId.slice(0, 8)}@firma.dk`,
      company: "Hansen ApS",
      message: "Ring gerne.",
    };
    const bad = { ...sent, [field]: field === "email" ? `mette\u0000@firma.dk` : `${sent[field as keyof typeof sent]} ${HALF_EMOJI}\u0000` };
    const answer = await callFunction("contact-submit", { body: bad });
    expect(answer.status).toBe(400);
    expect((answer.body as { details: unknown }).details).toEqual([{ path: field, message: UNSTORABLE_TEXT_MESSAGE }]);
    expect(await sql("select 1 from public.contact_messages where client_id = $1", [clientId])).toEqual([]);
  });
});

describe("a signed-in user whose long name ends in an emoji", () => {
  it("chats, and the name is stored cut by code points to the column's 200", async () => {
    const fullName = `${"Mette ".repeat(33)}😀😀`; // 198 + 2 emoji = 200 code points, 202 UTF-16 units
    const user = await newUser({ fullName });
    const sessionId = `name-${randomUUID()}`;
    const answer = await chat(userTurn("Hvad koster Complete?", sessionId), user.accessToken);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(await conversationsFor(sessionId)).toEqual([{ user_name: fullName.trim() }]);

    const longer = await newUser({ fullName: `${"Ø".repeat(199)}😀 og mere` });
    const second = `name-${randomUUID()}`;
    expect((await chat(userTurn("hej", second), longer.accessToken)).status).toBe(200);
    expect(await conversationsFor(second)).toEqual([{ user_name: `${"Ø".repeat(199)}😀` }]);
  });
});
