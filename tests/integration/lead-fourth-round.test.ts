// The lead path after the fourth attack round (issue 35 items 2, 3, 5 and 6), each checked by its effect on the
// stack: the e-mails the reseller gets (the local outbox), the inbox's rows, the database, the auth server.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../../supabase/local/env.ts";
import { isStrictEmail } from "#shared/lib/email.ts";
import { anonClient, callFunction, mailbox, newUser, sql, stackInfo, type TestUser } from "./support/clients.ts";
import { postChat } from "./support/chat.ts";
import { submitContact, waitFor } from "./support/leads.ts";

const NOTIFY = loadEnv().LEADS_NOTIFY_EMAIL ?? "";
const HOSTILE = "kontakt%40firma.dk?bcc=spy%40evil.example&body=x@example.com";

/** Letters only: a run of digits in a marker could read as a phone number. */
const newMarker = () => `q${randomUUID().slice(0, 8).replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}q`;

/** An address of our own in 127/8 (the gateway puts the TCP peer in x-forwarded-for), so no other test shares it. */
const freshAddress = () => `127.${80 + Math.floor(Math.random() * 40)}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;



const leadMails = (marker: string) => mailbox(NOTIFY).then((all) => all.filter((mail) => mail.text.includes(marker) || mail.subject.includes(marker)));
const drain = async () => expect((await callFunction("lead-mail", { token: stackInfo().serviceRoleKey, body: {} })).status).toBe(200);

async function adminLeads(admin: TestUser, search: string) {
  const { data, error } = await admin.client.rpc("admin_leads", { p_search: search, p_limit: 100 });
  if (error) throw error;
  return data as unknown as { total: number; rows: Array<Record<string, unknown>> };
}

/** A chat lead: one turn that asks for a person and leaves an address, from a chosen local address. */
async function chatLead(from: string, content: string) {
  const answer = await postChat(stackInfo().apiUrl, stackInfo().anonKey, { messages: [{ role: "user", content }], sessionId: `lead-${randomUUID()}` }, { from });
  expect(answer.status).toBe(200);
  expect(answer.handoff).toMatchObject({ contactGiven: true });
}

/** The digest rows that hold a lead whose text has the marker. */
const digestsOf = (marker: string) =>
  sql<{ lead_ref: string; sent_at: string | null; next_attempt_at: string; urgent: boolean }>(
    `select d.lead_ref, d.sent_at, d.next_attempt_at, d.urgent from private.lead_mail_outbox d
      where d.lead_ref in (
        select o.digest_ref from private.lead_mail_outbox o
          left join public.chat_escalations e on e.id = o.escalation_id
          left join public.contact_messages m on m.id = o.contact_message_id
         where coalesce(e.user_message, m.message) like '%' || $1 || '%')`,
    [marker],
  );

/** The window has passed for a digest: make it due and send it. */
async function sendDigest(lead_ref: string) {
  await sql("update private.lead_mail_outbox set next_attempt_at = now() where lead_ref = $1", [lead_ref]);
  await drain();
}

describe("urgent leads (an attack in progress) past the budget", () => {
  it("one sender's twelve urgent conversations: one AKUT e-mail at once, the rest in one digest at the window's end, all twelve in the inbox", async () => {
    expect(NOTIFY).toMatch(/@/);
    const admin = await newUser({ admin: true });
    const marker = newMarker();
    const from = freshAddress();
    for (let n = 0; n < 12; n++) {
      const answer = await postChat(stackInfo().apiUrl, stackInfo().anonKey, {
        messages: [{ role: "user", content: `Hjælp, vi er blevet hacket, alle filer er låst (sag ${marker} nummer ${n})` }],
        sessionId: `urgent-${marker}-${n}`,
      }, { from });
      expect(answer.status).toBe(200);
      expect(answer.handoff).toMatchObject({ escalated: true, urgent: true });
    }
    // Every lead is in the inbox, each marked urgent.
    const inbox = await adminLeads(admin, marker);
    expect(inbox.total).toBe(12);
    expect(inbox.rows.every((row) => row.urgent === true)).toBe(true);

    // One AKUT e-mail reached a person at once; no second one came while the window lasts.
    const first = await waitFor(() => leadMails(marker), (mails) => mails.length >= 1);
    await drain();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const now = await leadMails(marker);
    expect(now).toHaveLength(1);
    expect(first[0]?.subject).toMatch(/^AKUT: /);
    expect(first[0]?.text).toContain(`sag ${marker} nummer 0`);

    // The other eleven wait in one digest, due when the window has passed (not at once).
    const digests = await digestsOf(marker);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.sent_at).toBeNull();
    expect(new Date(digests[0]!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 8 * 60_000);
    const [folded] = await sql<{ n: number }>("select count(*)::int as n from private.lead_mail_outbox where digest_ref = $1", [digests[0]!.lead_ref]);
    expect(folded?.n).toBe(11);

    // Another sender's urgent lead is not held back by this one.
    const other = newMarker();
    const answer = await postChat(stackInfo().apiUrl, stackInfo().anonKey, {
      messages: [{ role: "user", content: `Hjælp, vi er blevet hacket, alle filer er låst (sag ${other})` }],
      sessionId: `urgent-${other}`,
    }, { from: freshAddress() });
    expect(answer.handoff).toMatchObject({ urgent: true });
    const otherMails = await waitFor(() => leadMails(other), (mails) => mails.length >= 1);
    expect(otherMails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^AKUT: /)]);

    // At the window's end: one digest, AKUT, with the eleven; two e-mails in all for the twelve.
    await sendDigest(digests[0]!.lead_ref);
    const all = await waitFor(() => leadMails(marker), (mails) => mails.length >= 2);
    expect(all).toHaveLength(2);
    expect(all.find((mail) => mail.subject.includes("samlet"))?.subject).toMatch(/^AKUT: 11 henvendelser samlet fra /);
    for (let n = 0; n < 12; n++) expect(all.filter((mail) => mail.text.includes(`sag ${marker} nummer ${n})`))).toHaveLength(1);
  }, 120_000);
});

describe("the lead budget counts only what a sender cannot type for someone else", () => {
  it("five contact messages from one connection typing a customer's address never delay that customer's own lead from another", async () => {
    const marker = newMarker();
    const customer = `kunde-${marker}@example.dk`;
    const attacker = freshAddress();
    for (let n = 0; n < 5; n++) {
      expect(await submitContact(attacker, { name: `Falsk ${n}`, email: customer, message: `Spam ${n} ${marker}` })).toBe(201);
    }
    expect(await submitContact(freshAddress(), { name: "Rigtig Kunde", email: customer, message: `Den rigtige henvendelse ${marker}` })).toBe(201);
    const [row] = await sql<{ digest_ref: string | null; next_attempt_at: string }>(
      `select o.digest_ref, o.next_attempt_at from private.lead_mail_outbox o join public.contact_messages m on m.id = o.contact_message_id
        where m.message = $1`,
      [`Den rigtige henvendelse ${marker}`],
    );
    expect(row?.digest_ref).toBeNull();
    const mails = await waitFor(() => leadMails(`Den rigtige henvendelse ${marker}`), (list) => list.length > 0);
    expect(mails.map((mail) => mail.subject)).toEqual(["Ny henvendelse fra Rigtig Kunde"]);
  });

  it("the connection still counts: its sixth lead (five contact messages, then a chat) is folded", async () => {
    const marker = newMarker();
    const from = freshAddress();
    for (let n = 0; n < 5; n++) {
      expect(await submitContact(from, { name: `Afsender ${n}`, email: `afsender${n}-${marker}@example.dk`, message: `Besked ${n} ${marker}` })).toBe(201);
    }
    await chatLead(from, `Jeg vil gerne tale med en medarbejder om ${marker}. Skriv til chat-${marker}@example.dk`);
    expect(await digestsOf(marker)).toHaveLength(1);
  });
});

describe("the signed-in account counts as the sender", () => {
  it("one account's sixth hand-off within the window is folded, whatever connection it comes from", async () => {
    const marker = newMarker();
    const user = await newUser({ fullName: `Konto ${marker}` });
    for (let n = 0; n < 6; n++) {
      const answer = await postChat(stackInfo().apiUrl, stackInfo().anonKey, {
        messages: [{ role: "user", content: `Jeg vil gerne tale med en medarbejder om ${marker} nummer ${n}` }],
        sessionId: `account-${marker}-${n}`,
      }, { from: freshAddress(), token: user.accessToken });
      expect(answer.handoff).toMatchObject({ escalated: true });
    }
    const digests = await digestsOf(marker);
    expect(digests).toHaveLength(1);
    const [folded] = await sql<{ n: number }>("select count(*)::int as n from private.lead_mail_outbox where digest_ref = $1", [digests[0]!.lead_ref]);
    expect(folded?.n).toBe(1);
  });
});

describe("a digest entry cannot be forged", () => {
  it("visitor text is quoted line by line: the digest has exactly its real entries at line starts", async () => {
    const marker = newMarker();
    const from = freshAddress();
    const forged = [
      `Hej, jeg har et spørgsmål ${marker}.`,
      "",
      "--- 3. Chatten (AKUT) ---",
      "Navn: Falsk Person",
      "E-mail: forged@evil.example",
      "Telefon: 99 99 99 99",
      "Modtaget: 28. november 2026 kl. 03.00",
      "\u2028Se og besvar henvendelserne i indbakken: https://evil.example/admin",
    ].join("\r\n");
    // The connection's first five leads (chats leaving an address) are mailed one by one; the next two fold.
    for (let n = 0; n < 5; n++) {
      await chatLead(from, `Jeg vil gerne tale med en medarbejder om ${marker} nummer ${n}. Skriv til forf${n}-${marker}@example.dk`);
    }
    expect(await submitContact(from, { name: "Forfalsker A", email: `forf-a-${marker}@example.dk`, message: forged })).toBe(201);
    expect(await submitContact(from, { name: "Forfalsker B", email: `forf-b-${marker}@example.dk`, message: `Sidste ${marker}` })).toBe(201);
    const [digest] = await digestsOf(marker);
    expect(digest).toBeDefined();
    await sendDigest(digest!.lead_ref);
    const mails = await waitFor(() => leadMails(marker), (list) => list.some((mail) => mail.subject.includes("samlet")));
    const mail = mails.find((item) => item.subject.includes("samlet"))!;
    expect(mail.subject).toBe("2 henvendelser samlet fra Forfalsker A");
    const lines = mail.text.split(/\r\n|[\n\r\u2028\u2029\u0085]/);
    expect(lines.filter((line) => line.startsWith("---"))).toEqual(["--- 1. Kontaktformularen ---", "--- 2. Kontaktformularen ---"]);
    expect(lines.filter((line) => line.startsWith("Navn:"))).toEqual(["Navn: Forfalsker A", "Navn: Forfalsker B"]);
    expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual([`E-mail: forf-a-${marker}@example.dk`, `E-mail: forf-b-${marker}@example.dk`]);
    expect(lines.filter((line) => line.startsWith("Telefon:"))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("Se og besvar"))).toHaveLength(1);
    // The forged lines are there, quoted.
    expect(lines).toContain("> --- 3. Chatten (AKUT) ---");
    expect(lines).toContain("> E-mail: forged@evil.example");
    expect(lines).toContain(`> Sidste ${marker}`);
  });
});

describe("one strict rule for e-mail addresses", () => {
  it("contact-submit refuses an address that carries a query, with a 400, and stores nothing", async () => {
    const marker = newMarker();
    const response = await callFunction("contact-submit", { token: stackInfo().anonKey, body: { clientId: randomUUID(), name: "Eve", email: HOSTILE, message: marker } });
    expect(response.status).toBe(400);
    const [stored] = await sql<{ n: number }>("select count(*)::int as n from public.contact_messages where message = $1", [marker]);
    expect(stored?.n).toBe(0);
  });

  it("the auth server refuses it at sign-up and as a new address, with a 400", async () => {
    const signUp = await anonClient().auth.signUp({ email: HOSTILE, password: `Pw-${randomUUID()}` });
    expect(signUp.error).toMatchObject({ status: 400, code: "validation_failed" });
    const lookAlike = await anonClient().auth.signUp({ email: "www.nordvagt-support.dk/login?next=x@example.com", password: `Pw-${randomUUID()}` });
    expect(lookAlike.error?.status).toBe(400);
    const user = await newUser();
    const update = await user.client.auth.updateUser({ email: HOSTILE });
    expect(update.error?.status).toBe(400);
    const [row] = await sql<{ n: number }>("select count(*)::int as n from auth.users where email like '%bcc=%' or email like '%/login?%'");
    expect(row?.n).toBe(0);
  });

  it("Postgres holds the same rule: a contact message is refused, a conversation's or escalation's address is not stored", async () => {
    await expect(
      sql("insert into public.contact_messages (client_id, name, email) values ($1, 'Eve', $2)", [randomUUID(), HOSTILE]),
    ).rejects.toMatchObject({ code: "23514" });
    const conversationId = randomUUID();
    await sql("insert into public.chat_conversations (id, session_id, user_email) values ($1, $2, $3)", [conversationId, `strict-${newMarker()}`, HOSTILE]);
    await sql("insert into public.chat_escalations (conversation_id, reason, user_message, contact_email) values ($1, 'r', 'm', $2)", [conversationId, "a/b@example.dk"]);
    const [stored] = await sql("select c.user_email, e.contact_email from public.chat_conversations c join public.chat_escalations e on e.conversation_id = c.id where c.id = $1", [conversationId]);
    expect(stored).toEqual({ user_email: null, contact_email: null });
    // The chat reads no address out of a hostile one typed in a message.
    const [found] = await sql<{ email: string | null }>("select private.email_in($1) as email", [`Skriv til ${HOSTILE}`]);
    expect(found?.email).toBeNull();
    const [real] = await sql<{ email: string | null }>("select private.email_in($1) as email", ["Skriv til mette.holm@holm-byg.dk, tak"]);
    expect(real?.email).toBe("mette.holm@holm-byg.dk");
  });

  it("an account whose address breaks the rule (another auth server took it) is never echoed nor stored by the chat", async () => {
    const marker = newMarker();
    const user = await newUser();
    const lookAlike = `www.nordvagt-support.dk/login?${marker}@example.com`;
    await sql("update auth.users set email = $2 where id = $1", [user.id, lookAlike]);
    const answer = await postChat(stackInfo().apiUrl, stackInfo().anonKey, {
      messages: [{ role: "user", content: "Kan jeg tale med en medarbejder?" }],
      sessionId: `look-alike-${marker}`,
    }, { from: freshAddress(), token: user.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain("nordvagt-support");
    // Without an address it can use, the visitor is asked for one.
    expect(answer.handoff).toMatchObject({ escalated: true, contactGiven: false });
    const [conversation] = await sql("select user_id, user_email from public.chat_conversations where session_id = $1", [`look-alike-${marker}`]);
    expect(conversation).toEqual({ user_id: user.id, user_email: null });
  });

  it("Postgres's rule and the app's agree, address by address", async () => {
    const samples = [
      HOSTILE, "kontakt@firma.dk", "Mette.Holm+salg@holm-byg.dk", "o'brien@example.co.uk", "a..b@x.dk", ".a@x.dk", "a.@x.dk", "a@localhost",
      "a@-x.dk", "a@x-.dk", "a b@x.dk", "a&b@x.dk", "a/b@x.dk", "a%b@x.dk", "a#b@x.dk", "a@b@x.dk", `${"x".repeat(64)}@x.dk`, `${"x".repeat(65)}@x.dk`,
      `x@${"d".repeat(63)}.dk`, `x@${"d".repeat(64)}.dk`, `x@${"d.".repeat(125)}dk`, "x@a.d", "x@a.dk1", "æ@x.dk", "x@æ.dk", "",
    ];
    const rows = await sql<{ email: string; strict: boolean }>("select e as email, private.is_strict_email(e) as strict from unnest($1::text[]) e", [samples]);
    expect(rows.map((row) => [row.email, row.strict])).toEqual(samples.map((email) => [email, isStrictEmail(email)]));
  });
});
