// Lead abuse (issue 30 item 4) and the person behind a chat lead (issue 28 items 2 and 8), each checked by its
// effect on the stack: the e-mails the reseller gets, the inbox's rows, the chat history, the database.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../../supabase/local/env.ts";
import { callFunction, mailbox, newUser, serviceClient, sql, stackInfo, type TestUser } from "./support/clients.ts";
import { postChat } from "./support/chat.ts";
import { submitContact, waitFor } from "./support/leads.ts";

const NOTIFY = loadEnv().LEADS_NOTIFY_EMAIL ?? "";

/** Letters only: a run of digits in a marker could read as a phone number. */
const newMarker = () => `q${randomUUID().slice(0, 8).replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}q`;

/** An address of our own in 127/8 (the gateway puts the TCP peer in x-forwarded-for), so no other test shares it. */
const freshAddress = () => `127.${40 + Math.floor(Math.random() * 40)}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** A Danish number of its own: other tests use 22 33 44 55. */
const freshPhone = () => [20 + Math.floor(Math.random() * 70), ...Array.from({ length: 3 }, () => Math.floor(Math.random() * 100))].map((pair) => String(pair).padStart(2, "0")).join(" ");



type Turn = { role: "user" | "assistant"; content: string };

/** Plays a conversation turn by turn as the widget does (the whole history each time). */
async function converse(from: string, userTurns: string[]): Promise<string> {
  const sessionId = `abuse-${randomUUID()}`;
  const history: Turn[] = [];
  let conversationId: string | undefined;
  for (const content of userTurns) {
    history.push({ role: "user", content });
    const answer = await postChat(stackInfo().apiUrl, stackInfo().anonKey, { messages: history, sessionId, ...(conversationId ? { conversationId } : {}) }, { from });
    expect(answer.status).toBe(200);
    conversationId = String(answer.headers["x-conversation-id"]);
    history.push({ role: "assistant", content: answer.text || "…" });
  }
  return conversationId!;
}

const leadMails = (marker: string) => mailbox(NOTIFY).then((all) => all.filter((mail) => mail.text.includes(marker) || mail.subject.includes(marker)));

async function adminLeads(admin: TestUser, search: string) {
  const { data, error } = await admin.client.rpc("admin_leads", { p_search: search, p_limit: 100 });
  if (error) throw error;
  return data as unknown as { total: number; rows: Array<Record<string, unknown>> };
}

describe("one lead budget per sender, across the contact form and the chat", () => {
  it("mails a sender's first five leads in ten minutes one by one and folds the rest into one digest, losing none", async () => {
    expect(NOTIFY).toMatch(/@/);
    const admin = await newUser({ admin: true });
    const marker = newMarker();
    const from = freshAddress();
    // The attack: every conversation leaves contact details (a new address each time) and asks for a person.
    for (let n = 0; n < 3; n++) {
      expect(await submitContact(from, { name: `Kontakt ${n}`, email: `kontakt${n}-${marker}@example.dk`, message: `Kontaktformular ${n} ${marker}` })).toBe(201);
    }
    for (let n = 0; n < 9; n++) {
      await converse(from, [`Jeg vil gerne tale med en medarbejder om ${marker} nummer ${n}. Skriv til chat${n}-${marker}@example.dk`]);
    }
    // Every lead is in the inbox.
    expect((await adminLeads(admin, marker)).total).toBe(12);

    // Five e-mails of their own, and nothing more while the window lasts.
    const own = await waitFor(() => leadMails(marker), (mails) => mails.length >= 5);
    expect(own).toHaveLength(5);
    const rows = await sql<{ lead_ref: string; sent_at: string | null; next_attempt_at: string }>(
      `select d.lead_ref, d.sent_at, d.next_attempt_at from private.lead_mail_outbox d
        where d.lead_ref in (
          select o.digest_ref from private.lead_mail_outbox o
            left join public.chat_escalations e on e.id = o.escalation_id
            left join public.contact_messages m on m.id = o.contact_message_id
           where coalesce(e.user_message, m.message) like '%' || $1 || '%')`,
      [marker],
    );
    expect(rows).toHaveLength(1);
    const digest = rows[0]!;
    expect(digest.sent_at).toBeNull();
    expect(new Date(digest.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 8 * 60_000);
    const [folded] = await sql<{ n: number }>("select count(*)::int as n from private.lead_mail_outbox where digest_ref = $1", [digest.lead_ref]);
    expect(folded?.n).toBe(7);
    expect((await callFunction("lead-mail", { token: stackInfo().serviceRoleKey, body: {} })).status).toBe(200);
    expect(await leadMails(marker)).toHaveLength(5);

    // When the window has passed, the seven others arrive together in one e-mail.
    await sql("update private.lead_mail_outbox set next_attempt_at = now() where lead_ref = $1", [digest.lead_ref]);
    expect((await callFunction("lead-mail", { token: stackInfo().serviceRoleKey, body: {} })).status).toBe(200);
    const all = await waitFor(() => leadMails(marker), (mails) => mails.length >= 6);
    expect(all).toHaveLength(6);
    const digestMail = all.find((mail) => mail.subject.includes("henvendelser samlet"));
    expect(digestMail?.subject).toMatch(/^7 henvendelser samlet fra /);
    const mentioned = [0, 1, 2].map((n) => `Kontaktformular ${n} ${marker}`).concat(Array.from({ length: 9 }, (_, n) => `${marker} nummer ${n}`));
    // Each lead is in exactly one e-mail.
    for (const text of mentioned) expect(all.filter((mail) => mail.text.includes(text))).toHaveLength(1);
    const [unsent] = await sql<{ n: number }>(
      "select count(*)::int as n from private.lead_mail_outbox where (lead_ref = $1 or digest_ref = $1) and sent_at is null",
      [digest.lead_ref],
    );
    expect(unsent?.n).toBe(0);
    // A second tick sends nothing again.
    expect((await callFunction("lead-mail", { token: stackInfo().serviceRoleKey, body: {} })).status).toBe(200);
    expect(await leadMails(marker)).toHaveLength(6);
  }, 180_000);

  it("keeps senders apart: another address's lead is mailed on its own", async () => {
    const marker = newMarker();
    expect(await submitContact(freshAddress(), { name: "Anden Afsender", email: `anden-${marker}@example.dk`, message: `Hej ${marker}` })).toBe(201);
    const mails = await waitFor(() => leadMails(marker), (list) => list.length > 0);
    expect(mails.map((mail) => mail.subject)).toEqual(["Ny henvendelse fra Anden Afsender"]);
  });
});

describe("the inbox's unanswered questions", () => {
  it("count conversations, not turns: one visitor asking fifteen times is one", async () => {
    const admin = await newUser({ admin: true });
    const marker = newMarker();
    const conversations: string[] = [];
    for (let n = 0; n < 3; n++) {
      const id = randomUUID();
      conversations.push(id);
      await sql("insert into public.chat_conversations (id, session_id) values ($1, $2)", [id, `unanswered-${marker}-${n}`]);
    }
    for (let n = 0; n < 15; n++) {
      await sql("insert into public.chat_unanswered (conversation_id, question, reason) values ($1, $2, 'low_relevance')", [conversations[0], `Spam ${marker}?`]);
    }
    await sql("insert into public.chat_unanswered (conversation_id, question, reason) values ($1, $3, 'low_relevance'), ($2, $3, 'low_relevance')", [
      conversations[1],
      conversations[2],
      `Ægte ${marker}?`,
    ]);
    const { data, error } = await admin.client.rpc("admin_lead_stats");
    expect(error).toBeNull();
    const unanswered = (data as unknown as { unanswered: Array<{ question: string; count: number }> }).unanswered;
    expect(unanswered.find((item) => item.question.includes(`Spam ${marker}`))?.count).toBe(1);
    expect(unanswered.find((item) => item.question.includes(`Ægte ${marker}`))?.count).toBe(2);
    const order = unanswered.map((item) => item.question);
    expect(order.indexOf(`Ægte ${marker}?`)).toBeLessThan(order.indexOf(`Spam ${marker}?`));
  });
});

describe("single-line fields stay single lines", () => {
  it("a name or company with line breaks cannot forge a line in the lead e-mail", async () => {
    const marker = newMarker();
    for (const lineBreak of ["\n", "\r", "\u2028", "\u2029", "\u0085"]) {
      const name = `Eve ${marker}${lineBreak}E-mail: forged@evil.example`;
      expect(await submitContact(freshAddress(), { name, company: `Firma${lineBreak}Telefon: 99 99 99 99`, email: `eve-${marker}@example.dk` })).toBe(201);
    }
    const [stored] = await sql<{ n: number; broken: number }>(
      `select count(*)::int as n, count(*) filter (where name ~ '[\\r\\n\\u2028\\u2029\\u0085]' or company ~ '[\\r\\n\\u2028\\u2029\\u0085]')::int as broken
         from public.contact_messages where email = $1`,
      [`eve-${marker}@example.dk`],
    );
    expect(stored).toEqual({ n: 5, broken: 0 });
    const mails = await waitFor(() => leadMails(marker), (list) => list.length >= 5);
    expect(mails).toHaveLength(5);
    for (const mail of mails) {
      const lines = mail.text.split(/\r\n|[\n\r\u2028\u2029\u0085]/);
      expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual([`E-mail: eve-${marker}@example.dk`]);
      expect(lines.some((line) => line.startsWith("Telefon:"))).toBe(false);
      expect(lines).toContain(`Navn: Eve ${marker} E-mail: forged@evil.example`);
    }
  });

  it("the database keeps them single lines whoever writes (a direct insert, a signed-in user's profile name)", async () => {
    const marker = newMarker();
    const [row] = await sql<{ name: string; company: string }>(
      `insert into public.contact_messages (client_id, name, email, company) values ($1, $2, $3, $4) returning name, company`,
      [randomUUID(), `Linje 1\r\nLinje 2 ${marker}`, `direct-${marker}@example.dk`, "A\u2028B"],
    );
    expect(row).toEqual({ name: `Linje 1 Linje 2 ${marker}`, company: "A B" });
    const user = await newUser({ fullName: `Profil ${marker}\nE-mail: forged@evil.example` });
    const answer = await postChat(stackInfo().apiUrl, stackInfo().anonKey, { messages: [{ role: "user", content: "Hej" }], sessionId: `profile-${marker}` }, {
      from: freshAddress(),
      token: user.accessToken,
    });
    expect(answer.status).toBe(200);
    const [conversation] = await sql<{ user_name: string }>("select user_name from public.chat_conversations where session_id = $1", [`profile-${marker}`]);
    expect(conversation?.user_name).toBe(`Profil ${marker} E-mail: forged@evil.example`);
    const conversationId = randomUUID();
    await sql("insert into public.chat_conversations (id, session_id, user_name) values ($1, $2, $3)", [conversationId, `direct-${marker}`, "X\u2029Y"]);
    await sql("select public.chat_save_handoff_contact($1, 'r', 'm', $2, null, $4, $3)", [conversationId, "Navn\nE-mail: x@y.dk", "Firma\rZ", freshPhone()]);
    const [escalation] = await sql("select contact_name, contact_company from public.chat_escalations where conversation_id = $1", [conversationId]);
    expect(escalation).toEqual({ contact_name: "Navn E-mail: x@y.dk", contact_company: "Firma Z" });
  });
});

describe("admin_lead_items refuses writes with a 4xx", () => {
  it.each(["PATCH", "DELETE", "POST"])("%s as anon and as a signed-in customer", async (method) => {
    const customer = await newUser();
    for (const token of [stackInfo().anonKey, customer.accessToken]) {
      const response = await fetch(`${stackInfo().apiUrl}/rest/v1/admin_lead_items?id=eq.${randomUUID()}`, {
        method,
        headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: method === "DELETE" ? undefined : JSON.stringify({ note: "x", status: "done" }),
      });
      await response.text();
      expect(response.status, `${method} ${token === stackInfo().anonKey ? "anon" : "customer"}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it("an admin cannot write through it either (status and note change on the lead's own table)", async () => {
    const admin = await newUser({ admin: true });
    const response = await admin.client.from("admin_lead_items").update({ note: "x" } as never).eq("id", randomUUID());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("the lead carries the person (issue 28)", () => {
  it("a hand-off's name, company and number reach the escalation, the inbox, the chat history and the e-mail, with the real question", async () => {
    const admin = await newUser({ admin: true });
    const marker = newMarker();
    const question = `Hvad koster Complete for 9 ansatte? (${marker})`;
    const phone = freshPhone();
    const conversationId = await converse(freshAddress(), [question, "Kan jeg tale med en person?", `Mette Holm, Holm VVS, ${phone}`]);
    const [escalation] = await sql("select contact_name, contact_company, contact_phone, user_message from public.chat_escalations where conversation_id = $1", [conversationId]);
    expect(escalation).toEqual({ contact_name: "Mette Holm", contact_company: "Holm VVS", contact_phone: phone, user_message: question });
    const inbox = await adminLeads(admin, marker);
    expect(inbox.rows).toHaveLength(1);
    expect(inbox.rows[0]).toMatchObject({ source: "chat", name: "Mette Holm", company: "Holm VVS", phone, message: question, urgent: false });
    const history = await admin.client.rpc("admin_chat_conversations", { p_search: marker });
    expect((history.data as unknown as { rows: Array<{ id: string; user_name: string | null }> }).rows).toEqual([
      expect.objectContaining({ id: conversationId, user_name: "Mette Holm" }),
    ]);
    const mails = await waitFor(() => leadMails(marker), (list) => list.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Chatten: Mette Holm, Holm VVS vil kontaktes");
    const lines = mails[0]!.text.split(/\r?\n/);
    expect(lines).toContain("Navn: Mette Holm");
    expect(lines).toContain("Virksomhed: Holm VVS");
    expect(lines).toContain(`Telefon: ${phone}`);
    expect(lines).toContain(`> ${question}`);
  });

  it("a chat lead whose number arrives with the turn waits for the name the turn's end stores", async () => {
    // The number is found in the visitor's message as the turn starts (a trigger); the name is stored when it
    // ends. The lead e-mail must not go out in between with "Navn: ikke oplyst".
    const conversationId = randomUUID();
    await sql("insert into public.chat_conversations (id, session_id) values ($1, $2)", [conversationId, `wait-${newMarker()}`]);
    await sql("insert into public.chat_escalations (conversation_id, reason, user_message) values ($1, 'Bad om en person', 'Hvad koster det?')", [conversationId]);
    const phone = freshPhone();
    await sql("insert into public.chat_messages (conversation_id, role, content) values ($1, 'user', $2)", [conversationId, `Mette Holm, ${phone}`]);
    const due = () => sql<{ waits: boolean }>("select next_attempt_at > now() as waits from private.lead_mail_outbox where lead_ref = $1", [`chat:${conversationId}`]);
    expect(await due()).toEqual([{ waits: true }]);
    const saved = await serviceClient().rpc("chat_save_handoff_contact", {
      p_conversation_id: conversationId, p_reason: "x", p_message: "x", p_name: "Mette Holm", p_email: "", p_phone: phone,
    });
    expect(saved.error).toBeNull();
    expect(await due()).toEqual([{ waits: false }]);
  });

  it("an urgent escalation is made at once without contact details, marked in the inbox, and mailed at once as AKUT", async () => {
    const admin = await newUser({ admin: true });
    const marker = newMarker();
    const conversationId = randomUUID();
    await sql("insert into public.chat_conversations (id, session_id) values ($1, $2)", [conversationId, `urgent-${marker}`]);
    // What chat-support's finish does for a reply with urgent: true (the assistant decides that).
    const finish = await serviceClient().rpc("chat_finish_turn", {
      p_conversation_id: conversationId,
      p_content: "Afbryd forbindelsen til netværket nu, og betal ikke.",
      p_escalation_reason: "Den besøgende melder om et igangværende angreb.",
      p_escalation_message: `Hjælp, vi er ramt af ransomware lige nu ${marker}`,
      p_urgent: true,
    });
    expect(finish.error).toBeNull();
    const inbox = await adminLeads(admin, marker);
    expect(inbox.rows[0]).toMatchObject({ source: "chat", urgent: true, email: null, phone: null });
    const mails = await waitFor(() => leadMails(marker), (list) => list.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject.startsWith("AKUT:")).toBe(true);
    expect(mails[0]?.links).toContain(`${stackInfo().siteUrl}/admin/chat?samtale=${conversationId}`);
    // Contact details left afterwards go on the same escalation; the urgent e-mail is not sent twice.
    const ringBack = freshPhone();
    await serviceClient().rpc("chat_save_handoff_contact", {
      p_conversation_id: conversationId, p_reason: "x", p_message: "x", p_name: "Ib Ring", p_email: "", p_phone: ringBack,
    });
    const [rows] = await sql<{ n: number }>("select count(*)::int as n from public.chat_escalations where conversation_id = $1", [conversationId]);
    expect(rows?.n).toBe(1);
    expect((await adminLeads(admin, marker)).rows[0]).toMatchObject({ name: "Ib Ring", phone: ringBack, urgent: true });
    // Contact messages are never urgent.
    const contacts = await admin.client.rpc("admin_leads", { p_source: "contact", p_limit: 5 });
    for (const row of (contacts.data as unknown as { rows: Array<{ urgent: boolean }> }).rows) expect(row.urgent).toBe(false);
  });
});

describe("featured images", () => {
  const insertPost = (value: string) =>
    sql(
      `insert into public.blog_posts (title, slug, excerpt, content, category, featured_image)
       values ('Billede', $1, 'Et indlæg med et billede.', 'Indholdet af indlægget.', 'Test', $2)`,
      [`billede-${randomUUID().slice(0, 8)}`, value],
    );

  // The post form refuses these (src/features/admin/posts/post-schema.ts): '/\\host' and '//host' are other hosts to a browser.
  it.each(["/\\evil.example/x.png", "//evil.example/x.png", "/images/a b.png", "https://", "javascript:alert(1)"])("the database refuses %j as the form does", async (value) => {
    await expect(insertPost(value)).rejects.toMatchObject({ code: "23514" });
  });

  it.each(["/images/blog/phishing-mail.jpg", "https://example.dk/x.png", "/"])("takes %j", async (value) => {
    await expect(insertPost(value)).resolves.toBeDefined();
  });
});
