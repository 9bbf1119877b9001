import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailMessage, Outbox } from "../../supabase/local/context.ts";
import { createOutbox } from "../../supabase/local/mail/outbox.ts";
import { createMailHandler } from "../../supabase/local/mail/server.ts";
import { stackInfo } from "./support/clients.ts";

// The local outbox: the JSON API tests and people use to read auth e-mails, its HTML inbox, and
// persistence across restarts. Its own server on a free port and its own folder, so clearing it
// never disturbs the shared stack's mail that other test files read.

let dir: string;
let outbox: Outbox;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  outbox = createOutbox(dir);
  const handle = createMailHandler(outbox);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await outbox.clear();
});

const resetLink = "http://127.0.0.1:54321/auth/v1/verify?token=abc123&type=recovery&redirect_to=http://localhost:5173/auth?reset=true";

function resetMail(to: string) {
  return {
    to,
    subject: "Nulstil din adgangskode",
    text: `Følg linket for at vælge en ny adgangskode: ${resetLink}.`,
    html: `<p><a href="${resetLink.replaceAll("&", "&amp;")}">Nulstil adgangskode</a></p>`,
  };
}

async function messages(query = ""): Promise<MailMessage[]> {
  const response = await fetch(`${base}/api/messages${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as MailMessage[];
}

describe("outbox JSON API", () => {
  it("lists messages newest first, with the links pulled out of the body", async () => {
    await outbox.send(resetMail("first@example.dk"));
    await outbox.send({ to: "second@example.dk", subject: "Velkommen", text: "Hej og velkommen.", html: "" });

    const all = await messages();
    expect(all.map((message) => message.to)).toEqual(["second@example.dk", "first@example.dk"]);
    const [, reset] = all;
    expect(reset).toMatchObject({ subject: "Nulstil din adgangskode", links: [resetLink] });
    expect(reset?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(reset?.createdAt ?? ""))).toBe(false);
    expect(all[0]?.links).toEqual([]);
  });

  it("filters by recipient, ignoring case", async () => {
    await outbox.send(resetMail("Kunde@Example.dk"));
    await outbox.send(resetMail("someone-else@example.dk"));
    const mine = await messages(`?to=${encodeURIComponent("kunde@example.dk")}`);
    expect(mine.map((message) => message.to)).toEqual(["Kunde@Example.dk"]);
    expect(await messages("?to=nobody%40example.dk")).toEqual([]);
  });

  it("returns one message by id, and 404 for an unknown id", async () => {
    const sent = await outbox.send(resetMail("one@example.dk"));
    const response = await fetch(`${base}/api/messages/${sent.id}`);
    expect(await response.json()).toEqual(sent);
    expect((await fetch(`${base}/api/messages/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await fetch(`${base}/api/messages/%E0`)).status).toBe(404);
  });

  it("clears everything with DELETE", async () => {
    await outbox.send(resetMail("gone@example.dk"));
    const response = await fetch(`${base}/api/messages`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await messages()).toEqual([]);
  });

  it("answers other methods with 405", async () => {
    const response = await fetch(`${base}/api/messages`, { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, DELETE");
  });

  it("keeps messages across a restart, and skips files that are not messages", async () => {
    const sent = await outbox.send(resetMail("persist@example.dk"));
    writeFileSync(join(dir, "notes.txt"), "not mail");
    writeFileSync(join(dir, "000000000000001-000001-00000000-0000-0000-0000-000000000000.json"), "{ half written");
    const restarted = createOutbox(dir);
    expect(await restarted.list("persist@example.dk")).toEqual([sent]);
    await restarted.clear();
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });
});

describe("outbox pages for people", () => {
  it("shows a Danish inbox with clickable links and escapes what the message says", async () => {
    await outbox.send(resetMail("side@example.dk"));
    await outbox.send({ to: "xss@example.dk", subject: "<img src=x onerror=alert(1)>", text: "", html: "" });
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="da">');
    expect(html).toContain("Lokal indbakke");
    expect(html).toContain(`<a href="${resetLink.replaceAll("&", "&amp;")}">`);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
  });

  it("shows one message with its HTML body in a sandboxed frame", async () => {
    const sent = await outbox.send({ ...resetMail("frame@example.dk"), html: "<p>Hej</p><script>alert(1)</script>" });
    const response = await fetch(`${base}/messages/${sent.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('sandbox=""');
    expect(html).not.toContain("<script>");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await fetch(`${base}/messages/unknown`)).status).toBe(404);
  });
});

describe("the stack's outbox", () => {
  it("serves the JSON API and the inbox on the stack's mail URL", async () => {
    const list = await fetch(`${stackInfo().mailUrl}/api/messages?to=nobody-${Date.now()}%40example.dk`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
    const page = await fetch(`${stackInfo().mailUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Lokal indbakke");
  });
});
