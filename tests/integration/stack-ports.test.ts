// A stack never touches a database it did not start. A second stack found port 54322 taken, connected to
// the other stack's Postgres before its own server had failed to bind, and ran its bootstrap there. Now
// every port is checked before anything starts (one line: the port, who holds it, the fix), and the
// Postgres a stack talks to must have the data directory it started.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openLog } from "../../supabase/local/logs.ts";
import { freePort, isPortFree, type Ports } from "../../supabase/local/ports.ts";
import { startPostgres } from "../../supabase/local/postgres.ts";
import { startStack } from "../../supabase/local/stack.ts";
import { stackInfo } from "./support/clients.ts";

function hold(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    });
  });
}

const PARTS: Array<[keyof Ports, string]> = [
  ["gateway", "Gateway"],
  ["db", "Postgres"],
  ["mail", "Mail outbox"],
  ["postgrest", "PostgREST"],
  ["postgrestAdmin", "PostgREST admin"],
  ["functions", "Edge functions \\(Deno\\)"],
  ["stripe", "Stripe test double"],
];

describe("a stack whose port is taken", () => {
  it.each(PARTS)("refuses at once when %s's port is held, naming the port, the holder and the fix", async (key, part) => {
    const { server, port } = await hold();
    const others = { gateway: await freePort(), db: await freePort(), functions: await freePort() };
    const started = performance.now();
    try {
      const attempt = startStack({ mode: "test", seed: false, env: {}, ports: { ...others, [key]: port } });
      await expect(attempt).rejects.toThrow(
        new RegExp(`^${part} failed to start: port ${port} is already in use by pid ${process.pid} \\(.*\\)\\. Fix: stop that process .*then start again$`),
      );
      expect(performance.now() - started).toBeLessThan(3_000);
      // Nothing was started: the other parts' ports are still free.
      for (const other of Object.values(others)) if (other !== port) expect(await isPortFree(other)).toBe(true);
    } finally {
      server.close();
    }
  });
});

describe("a command that starts a stack", () => {
  it("npm run preview with its port taken exits 1 with one line, before starting anything", async () => {
    const { server, port } = await hold();
    try {
      const child = spawn(process.execPath, ["scripts/preview.ts"], {
        env: { ...process.env, PREVIEW_THROWAWAY_STACK: "1", PREVIEW_PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output.trim().split("\n")).toEqual([
        expect.stringMatching(
          new RegExp(`^Could not start the local stack\\. Preview server failed to start: port ${port} is already in use by pid ${process.pid} \\(.*\\)\\. Fix: stop that process .* or set PREVIEW_PORT, then start again$`),
        ),
      ]);
    } finally {
      server.close();
    }
  }, 60_000);
});

// The other running stack is the run's own (tests/integration/support/global-setup.ts): starting one more
// only to have a stack running cost a whole start (Postgres, migrations, every part) for nothing.
describe("next to another running stack", () => {
  const first = stackInfo();
  const roles = async () => {
    const client = new pg.Client({ connectionString: first.dbUrl });
    await client.connect();
    try {
      return (await client.query<{ count: string }>("select count(*) from pg_roles")).rows[0]!.count;
    } finally {
      await client.end();
    }
  };

  it("a second stack on the first one's ports names the first one's Postgres and starts nothing", async () => {
    const dbPort = Number(new URL(first.dbUrl).port);
    const before = await roles();
    await expect(startStack({ mode: "test", seed: false, ports: { db: dbPort } })).rejects.toThrow(
      new RegExp(`^Postgres failed to start: port ${dbPort} is already in use by pid \\d+ \\(.*postgres.*\\)`),
    );
    expect(await roles()).toBe(before);
    expect((await fetch(`${first.apiUrl}/rest/v1/`, { headers: { apikey: first.anonKey } })).status).toBe(200);
  });

  it("a Postgres that answers on the port but is not the one just started is refused before any query of ours", async () => {
    // Past the port check (as in a race with another stack starting at the same moment): the server this
    // start spawns cannot bind, and the other stack's Postgres answers in its place.
    const dbPort = Number(new URL(first.dbUrl).port);
    const dir = mkdtempSync(join(tmpdir(), "stack-ports-"));
    const before = await roles();
    const log = openLog(join(dir, "logs"), "postgres");
    try {
      await expect(startPostgres({ dir: join(dir, "db"), port: dbPort, log, throwaway: true })).rejects.toThrow(
        /^Postgres failed to start: (the server on port \d+ is not the one this stack started|could not bind)/,
      );
      expect(await roles()).toBe(before);
    } finally {
      await log.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
