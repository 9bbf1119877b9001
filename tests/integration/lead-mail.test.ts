// One e-mail per lead (issue 23): a contact message and a chat escalation with contact details each send
// exactly one e-mail to LEADS_NOTIFY_EMAIL, after the visitor's answer, through real SMTP. The shared stack
// delivers to its outbox's SMTP listener; a second stack here sends to a mail server this test stops and
// starts, to show that nothing is lost (or doubled) while the server is down.
import { randomUUID } from "node:crypto";
import type { Server } from "node:net";
import { createClient } from "@supabase/supabase-js";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../supabase/local/env.ts";
import { createSmtpServer, stopSmtpServer, type ReceivedMail } from "../../supabase/local/mail/smtp-server.ts";
import { parseMail } from "../../supabase/local/mail/mime.ts";
import { freePort } from "../../supabase/local/ports.ts";
import { createPool } from "../../supabase/local/postgres.ts";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";
import { callFunction, mailbox, sql, stackInfo } from "./support/clients.ts";
import { postChat, userTurn } from "./support/chat.ts";

const NOTIFY = loadEnv().LEADS_NOTIFY_EMAIL ?? "";

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function submitContact(apiUrl: string, anonKey: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${apiUrl}/functions/v1/contact-submit`, {
    method: "POST",
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
    body: JSON.stringify({ clientId: randomUUID(), ...fields }),
  });
}

describe("the shared stack's lead e-mails (outbox SMTP listener)", () => {
  it("sends one e-mail per contact message, with name and company in the subject and the inbox linked", async () => {
    expect(NOTIFY).toMatch(/@/);
    const marker = randomUUID().slice(0, 8);
    const clientId = randomUUID();
    const body = { clientId, name: `Åse Ørsted ${marker}`, email: `aase-${marker}@example.dk`, company: "Blåbær ApS", message: `Vi vil gerne booke en demo.\n.Linje med punktum ${marker}` };
    const send = () =>
      fetch(`${stackInfo().apiUrl}/functions/v1/contact-submit`, {
        method: "POST",
        headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${stackInfo().anonKey}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await send()).status).toBe(201);
    // The browser's retry of the same submission is the same lead: no second e-mail.
    expect((await send()).status).toBe(200);
    const mine = () => mailbox(NOTIFY).then((all) => all.filter((mail) => mail.subject.includes(marker)));
    const mails = await waitFor(mine, (list) => list.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Ny henvendelse fra Åse Ørsted ${marker}, Blåbær ApS`);
    expect(mails[0]?.text).toContain("Vi vil gerne booke en demo.");
    expect(mails[0]?.text).toContain(`.Linje med punktum ${marker}`);
    expect(mails[0]?.text).toContain(`aase-${marker}@example.dk`);
    expect(mails[0]?.links).toContain(`${stackInfo().siteUrl}/admin/leads`);
    // The scheduled sender finds nothing more to send (called here rather than waited for: this stack
    // asks it every LEADS_MAIL_TICK_SECONDS, 10 by default).
    expect((await callFunction("lead-mail", { token: stackInfo().serviceRoleKey, body: {} })).status).toBe(200);
    expect(await mine()).toHaveLength(1);
  });

  it("mails a chat escalation once the visitor has left a way to reach them, and only once per conversation", async () => {
    // Letters only: a random run of hex digits (x12345678x) could itself read as a phone number.
    const marker = `x${randomUUID().slice(0, 8).replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}x`;
    const sessionId = `lead-${marker}`;
    const first = await postChat(stackInfo().apiUrl, stackInfo().anonKey, userTurn(`Jeg vil gerne tale med en medarbejder om ${marker}`, sessionId), { from: "127.0.3.1" });
    expect(first.status).toBe(200);
    const conversationId = String(first.headers["x-conversation-id"]);
    const [queued] = await sql<{ n: number }>(
      `select count(*)::int as n from private.lead_mail_outbox o join public.chat_escalations e on e.id = o.escalation_id where e.conversation_id = $1`,
      [conversationId],
    );
    // No e-mail or phone yet: nothing to send the reseller.
    expect(queued?.n).toBe(0);
    const phone = `2${marker.replace(/\D/g, "").padEnd(7, "4").slice(0, 7)}`;
    await postChat(stackInfo().apiUrl, stackInfo().anonKey, userTurn(`Ring på ${phone} eller skriv til chat-${marker}@example.dk`, sessionId, conversationId), { from: "127.0.3.1" });
    await postChat(stackInfo().apiUrl, stackInfo().anonKey, userTurn(`Og en gang til: chat-${marker}@example.dk`, sessionId, conversationId), { from: "127.0.3.1" });
    const mine = () => mailbox(NOTIFY).then((all) => all.filter((mail) => mail.text.includes(marker)));
    const mails = await waitFor(mine, (list) => list.length > 0);
    expect((await callFunction("lead-mail", { token: stackInfo().serviceRoleKey, body: {} })).status).toBe(200);
    expect(await mine()).toHaveLength(1);
    expect(mails[0]?.text).toContain(`chat-${marker}@example.dk`);
    expect(mails[0]?.text).toContain(phone);
    expect(mails[0]?.links).toContain(`${stackInfo().siteUrl}/admin/chat?samtale=${conversationId}`);
  });
});

describe("while the mail server is down", () => {
  let stack: RunningStack;
  let smtp: Server | undefined;
  let smtpPort: number;
  let db: pg.Pool;
  const received: ReceivedMail[] = [];
  const startSmtp = () =>
    new Promise<void>((resolve, reject) => {
      smtp = createSmtpServer(async (mail) => void received.push(mail));
      smtp.once("error", reject);
      smtp.listen(smtpPort, "127.0.0.1", () => resolve());
    });

  beforeAll(async () => {
    smtpPort = await freePort();
    stack = await startStack({
      mode: "test",
      seed: false,
      env: {
        ...loadEnv(),
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtpPort),
        SMTP_TLS: "none",
        LEADS_NOTIFY_EMAIL: "salg@example.dk",
        LEADS_MAIL_RETRY_SECONDS: "1",
        LEADS_MAIL_TICK_SECONDS: "1",
        RETENTION_TICK_SECONDS: "0",
      },
    });
    db = createPool(stack.dbUrl, 2);
  });

  afterAll(async () => {
    await db?.end();
    if (smtp) await stopSmtpServer(smtp);
    await stack?.stop();
  });

  it("answers the visitor at once, keeps every lead, and sends each exactly once when the server is back", async () => {
    const names = ["Første Kunde", "Anden Kunde", "Tredje Kunde"];
    for (const [index, name] of names.entries()) {
      const started = performance.now();
      const response = await submitContact(stack.apiUrl, stack.anonKey, { name, email: `kunde${index}@example.dk`, company: "Nede ApS" });
      expect(response.status).toBe(201);
      // The mail server's refusal never reaches the visitor, and never holds up the answer.
      expect(performance.now() - started).toBeLessThan(3000);
    }
    // Several retries fail while the server is down; the leads stay queued.
    const failing = await waitFor(
      () => db.query<{ attempts: number; sent_at: string | null; last_error: string | null }>("select attempts, sent_at, last_error from private.lead_mail_outbox"),
      (result) => result.rows.length === 3 && result.rows.every((row) => row.attempts >= 2),
    );
    expect(failing.rows.every((row) => row.sent_at === null && row.last_error !== null)).toBe(true);
    expect(received).toHaveLength(0);

    await startSmtp();
    await waitFor(async () => received.length, (count) => count >= 3);
    // Several more ticks: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await callFunction_(stack, "lead-mail");
    const subjects = received.map((mail) => parseMail(mail.raw).subject).sort();
    expect(subjects).toEqual(names.map((name) => `Ny henvendelse fra ${name}, Nede ApS`).sort());
    expect(received.every((mail) => mail.to.length === 1 && mail.to[0] === "salg@example.dk")).toBe(true);
    const sent = await db.query<{ n: number }>("select count(*)::int as n from private.lead_mail_outbox where sent_at is not null");
    expect(sent.rows[0]?.n).toBe(3);
  }, 60_000);

  it("refuses the sender to anyone but the service role", async () => {
    const anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
    const claim = await anon.rpc("lead_mail_claim" as never, {} as never);
    expect(claim.error).not.toBeNull();
    const response = await fetch(`${stack.apiUrl}/functions/v1/lead-mail`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });
});

async function callFunction_(stack: RunningStack, name: string): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    method: "POST",
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.serviceRoleKey}`, "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
}
