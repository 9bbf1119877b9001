import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMIT_MESSAGES, CONTACT_LIMITS, CONTACT_RATE_LIMIT, CONTACT_REQUEST_MESSAGES } from "#shared/content/contact-form.ts";
import { contactContent } from "#shared/content/contact.ts";
import { createSiteIdentity } from "#shared/content/site.ts";
import { anonClient, newUser, sql, stackInfo } from "./support/clients.ts";

const errors = contactContent(createSiteIdentity()).errors;

// The gateway puts the TCP peer's address in x-forwarded-for (a client cannot set it), so each test sends
// from its own loopback address (all of 127/8 is local on Linux): the rate limit of one test then never
// counts another's messages.
let nextHost = 10;
const freshAddress = () => `127.0.0.${nextHost++}`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** POSTs to contact-submit as the browser does (anon key), from a chosen local address. */
function submit(from: string, body: unknown, init: { raw?: string; method?: string; userAgent?: string } = {}): Promise<Answer> {
  const url = new URL(`${stackInfo().apiUrl}/functions/v1/contact-submit`);
  const payload = init.raw ?? JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: init.method ?? "POST",
        localAddress: from,
        headers: {
          apikey: stackInfo().anonKey,
          authorization: `Bearer ${stackInfo().anonKey}`,
          "content-type": "application/json",
          "user-agent": init.userAgent ?? "contact-test/1.0",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: keep the text so a failing assertion shows it.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.method === "GET" ? undefined : payload);
  });
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    clientId: randomUUID(),
    name: "Mette Hansen",
    email: `mette-${randomUUID().slice(0, 8)}@firma.dk`,
    company: "Hansen & Co ApS",
    message: "Vi er 12 medarbejdere og vil gerne høre om en demo.",
    ...overrides,
  };
}

async function rowsFor(clientId: string) {
  return sql<{ id: string; name: string; email: string; company: string | null; message: string | null; user_agent: string | null; ip_hash: string | null }>(
    "select id, name, email, company, message, user_agent, ip_hash from public.contact_messages where client_id = $1",
    [clientId],
  );
}

function fieldErrors(body: unknown): Record<string, string> {
  const details = (body as { details?: Array<{ path: string; message: string }> }).details ?? [];
  return Object.fromEntries(details.map((detail) => [detail.path, detail.message]));
}

describe("contact-submit: storing a message", () => {
  it("stores a valid message trimmed, with blank optional fields as null, and answers 201 with its id", async () => {
    const from = freshAddress();
    const sent = message({ name: "  Mette Hansen  ", email: " mette@firma.dk ", company: "   ", message: "" });
    const answer = await submit(from, sent, { userAgent: "Mozilla/5.0 (test)" });
    expect(answer.status).toBe(201);
    const body = answer.body as { id: string; duplicate: boolean; createdAt: string };
    expect(body.duplicate).toBe(false);

    const [row] = await rowsFor(sent.clientId);
    expect(row).toMatchObject({ id: body.id, name: "Mette Hansen", email: "mette@firma.dk", company: null, message: null, user_agent: "Mozilla/5.0 (test)" });
    // Pseudonymous: a keyed hash, not the address.
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.ip_hash).not.toContain(from);
  });

  it("is idempotent on clientId: a resubmission answers 200 with the first row and changes nothing", async () => {
    const from = freshAddress();
    const sent = message();
    const first = await submit(from, sent);
    const again = await submit(from, { ...sent, message: "En anden tekst" });
    const parallel = await Promise.all([submit(freshAddress(), sent), submit(from, sent)]);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: (first.body as { id: string }).id, duplicate: true });
    for (const answer of parallel) expect(answer.status).toBe(200);
    const rows = await rowsFor(sent.clientId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe(sent.message);
  });

  it("accepts every field at exactly its length limit", async () => {
    // The longest address: 64 characters before the @ (RFC 5321 and the product's rule), labels of at most 63.
    const longest = `${"a".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"f".repeat(CONTACT_LIMITS.email - 64 - 1 - 128 - 3)}.dk`;
    expect(longest).toHaveLength(CONTACT_LIMITS.email);
    const sent = message({
      name: "N".repeat(CONTACT_LIMITS.name),
      email: longest,
      company: "C".repeat(CONTACT_LIMITS.company),
      message: "M".repeat(CONTACT_LIMITS.message),
    });
    expect((await submit(freshAddress(), sent)).status).toBe(201);
    expect(await rowsFor(sent.clientId)).toHaveLength(1);
  });
});

describe("contact-submit: bad input is a 400 with Danish messages", () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ["missing name and email", { name: undefined, email: undefined }, { name: errors.nameRequired, email: errors.emailRequired }],
    ["blank name and email", { name: "   ", email: "  " }, { name: errors.nameRequired, email: errors.emailRequired }],
    ["an invalid email", { email: "mette.firma.dk" }, { email: errors.emailInvalid }],
    ["an oversized name", { name: "N".repeat(CONTACT_LIMITS.name + 1) }, { name: CONTACT_LIMIT_MESSAGES.nameTooLong }],
    ["an oversized email", { email: `${"a".repeat(CONTACT_LIMITS.email)}@firma.dk` }, { email: CONTACT_LIMIT_MESSAGES.emailTooLong }],
    ["an oversized company", { company: "C".repeat(CONTACT_LIMITS.company + 1) }, { company: CONTACT_LIMIT_MESSAGES.companyTooLong }],
    ["an oversized message", { message: "M".repeat(CONTACT_LIMITS.message + 1) }, { message: CONTACT_LIMIT_MESSAGES.messageTooLong }],
    ["a missing clientId", { clientId: undefined }, { clientId: CONTACT_REQUEST_MESSAGES.invalidClientId }],
    ["a clientId that is not a uuid", { clientId: "abc" }, { clientId: CONTACT_REQUEST_MESSAGES.invalidClientId }],
  ];

  it.each(cases)("rejects %s, naming each field, and stores nothing", async (_label, overrides, expected) => {
    const sent = message(overrides);
    const answer = await submit(freshAddress(), sent);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toBe(CONTACT_REQUEST_MESSAGES.invalidBody);
    expect(fieldErrors(answer.body)).toEqual(expected);
    const stored = await sql("select 1 from public.contact_messages where email = $1", [sent.email]);
    expect(stored).toHaveLength(0);
  });

  it("rejects malformed JSON, a non-object body and wrong field types without leaking internals", async () => {
    const from = freshAddress();
    const malformed = await submit(from, undefined, { raw: "{name: nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: CONTACT_REQUEST_MESSAGES.invalidJson });

    for (const body of [[1, 2], "tekst", null]) {
      const answer = await submit(from, body);
      expect(answer.status).toBe(400);
      expect(fieldErrors(answer.body)).toEqual({ "": CONTACT_REQUEST_MESSAGES.invalidBody });
    }

    const wrongTypes = await submit(from, message({ name: 42, company: { a: 1 } }));
    expect(wrongTypes.status).toBe(400);
    expect(fieldErrors(wrongTypes.body)).toEqual({ name: errors.nameRequired, company: CONTACT_REQUEST_MESSAGES.invalidBody });
    expect(JSON.stringify(wrongTypes.body)).not.toMatch(/at |stack|Error:|Invalid input/);
  });

  it("refuses a body over 64 kB with 413, other methods with 405 and a request without a key at the gateway", async () => {
    const from = freshAddress();
    expect((await submit(from, undefined, { raw: JSON.stringify(message({ message: "x".repeat(70_000) })) })).status).toBe(413);
    expect((await submit(from, undefined, { method: "GET" })).status).toBe(405);
    const noKey = await fetch(`${stackInfo().apiUrl}/functions/v1/contact-submit`, { method: "POST", body: JSON.stringify(message()) });
    expect(noKey.status).toBe(401);
  });

  it("answers CORS preflight, so the browser app may post to it", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/functions/v1/contact-submit`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBeTruthy();
  });
});

describe("contact-submit: rate limit", () => {
  it(`stores at most ${CONTACT_RATE_LIMIT.maxPerWindow} messages per address per window, then answers 429 in Danish`, async () => {
    const from = freshAddress();
    const accepted = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.maxPerWindow; i++) accepted.push(message());
    for (const sent of accepted) expect((await submit(from, sent)).status).toBe(201);

    const over = message();
    const refused = await submit(from, over);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: errors.tooManyRequests });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds);
    expect(await rowsFor(over.clientId)).toHaveLength(0);

    // A retry of a stored message is still answered (the offline queue must be able to finish), and
    // another address is not affected.
    expect((await submit(from, accepted[0])).status).toBe(200);
    expect((await submit(freshAddress(), message())).status).toBe(201);
  });

  it("counts only the window: older messages stop counting and lose their address hash", async () => {
    const from = freshAddress();
    const old = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.maxPerWindow; i++) {
      const sent = message();
      expect((await submit(from, sent)).status).toBe(201);
      old.push(sent.clientId);
    }
    expect((await submit(from, message())).status).toBe(429);
    await sql("update public.contact_messages set created_at = now() - make_interval(secs => $2) where client_id = any($1::uuid[])", [
      old,
      CONTACT_RATE_LIMIT.windowSeconds + 1,
    ]);
    expect((await submit(from, message())).status).toBe(201);
    const hashes = await sql<{ ip_hash: string | null }>("select ip_hash from public.contact_messages where client_id = any($1::uuid[])", [old]);
    expect(hashes.map((row) => row.ip_hash)).toEqual(old.map(() => null));
  });
});

describe("contact_messages: access", () => {
  it("is readable by admins only; nobody inserts or edits the message directly, a customer deletes nothing, nobody calls the RPC", async () => {
    const sent = message();
    expect((await submit(freshAddress(), sent)).status).toBe(201);
    const [admin, customer] = await Promise.all([newUser({ admin: true }), newUser()]);
    const anon = anonClient();

    const adminRead = await admin.client.from("contact_messages").select("id, email").eq("client_id", sent.clientId);
    expect(adminRead.error).toBeNull();
    expect(adminRead.data).toEqual([{ id: expect.any(String), email: sent.email }]);

    const customerRead = await customer.client.from("contact_messages").select("id");
    expect(customerRead.error).toBeNull();
    expect(customerRead.data).toEqual([]);
    const anonRead = await anon.from("contact_messages").select("id");
    expect(anonRead.error?.code).toBe("42501");

    const row = { client_id: randomUUID(), name: "Direkte", email: "direkte@firma.dk" };
    for (const client of [anon, customer.client, admin.client]) {
      const insert = await client.from("contact_messages").insert(row);
      expect(insert.error?.code).toBe("42501");
      const rpc = await client.rpc("submit_contact_message", {
        p_client_id: row.client_id,
        p_name: row.name,
        p_email: row.email,
        p_company: "",
        p_message: "",
        p_user_agent: "",
        p_ip_hash: "x",
        p_max_per_window: 1000,
        p_window_seconds: 1,
      });
      expect(rpc.error?.code).toBe("42501");
    }
    for (const client of [customer.client, admin.client]) {
      expect((await client.from("contact_messages").update({ name: "Ændret" }).eq("client_id", sent.clientId)).error?.code).toBe("42501");
    }
    // Admins may delete a message (a data subject's request, tests/integration/leads-inbox.test.ts); a customer's
    // delete matches no row.
    expect((await customer.client.from("contact_messages").delete().eq("client_id", sent.clientId).select("id")).data).toEqual([]);
    expect(await rowsFor(row.client_id)).toHaveLength(0);
    expect((await rowsFor(sent.clientId))[0]?.name).toBe(sent.name);
  });

  it("checks lengths in the table too, for any writer that skips the function", async () => {
    const insert = (overrides: Record<string, string>) =>
      sql("insert into public.contact_messages (client_id, name, email, company, message) values ($1, $2, $3, $4, $5)", [
        randomUUID(),
        overrides.name ?? "Navn",
        overrides.email ?? "a@b.dk",
        overrides.company ?? null,
        overrides.message ?? null,
      ]);
    await expect(insert({ name: " " })).rejects.toMatchObject({ code: "23514" });
    await expect(insert({ name: "N".repeat(CONTACT_LIMITS.name + 1) })).rejects.toMatchObject({ code: "23514" });
    await expect(insert({ email: "ingen-snabel-a" })).rejects.toMatchObject({ code: "23514" });
    await expect(insert({ company: "C".repeat(CONTACT_LIMITS.company + 1) })).rejects.toMatchObject({ code: "23514" });
    await expect(insert({ message: "M".repeat(CONTACT_LIMITS.message + 1) })).rejects.toMatchObject({ code: "23514" });
    await expect(insert({ message: "" })).rejects.toMatchObject({ code: "23514" });
  });
});
