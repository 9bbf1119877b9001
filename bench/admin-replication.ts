// The admin store's replication (src/features/admin/store) against a throwaway local stack: the initial
// pull of 1,000 posts into an empty store, and the push of 100 edits made offline, on reconnect, over
// supabase-js and the real gateway, PostgREST, RLS and triggers. Targets: <= 2 s and <= 1 s.
// Two places: Node with RxDB's memory storage, and headless Chromium with the app's Dexie/IndexedDB storage
// (bench/browser/), which is what an admin's browser runs.
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import { chromium } from "playwright-core";
import type { RxStorage } from "rxdb";
import { getRxStorageMemory } from "rxdb/plugins/storage-memory";
import { build } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { startStack, type RunningStack } from "../supabase/local/stack.ts";
import { BENCH_EDITS, editsOnServer, prepareReplicationBench } from "./admin-replication-setup.ts";
import { replicationRun, type ReplicationRun } from "./replication-run.ts";
import { summary } from "./stats.ts";

type Runner = (run: number) => Promise<ReplicationRun>;

async function inNode(stack: RunningStack, accessToken: string): Promise<{ runner: Runner; close(): Promise<void> }> {
  const network = { online: true };
  const client = createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      headers: { authorization: `Bearer ${accessToken}` },
      fetch: (input, init) => (network.online ? fetch(input, init) : Promise.reject(new TypeError("offline"))),
    },
  });
  const storage = getRxStorageMemory() as RxStorage<unknown, unknown>;
  return {
    runner: (run) => replicationRun({ name: `bench${run}`, storage, client, network, edits: BENCH_EDITS, run }),
    close: async () => undefined,
  };
}

async function inChromium(stack: RunningStack, accessToken: string): Promise<{ runner: Runner; close(): Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), "bench-replication-"));
  await build({
    configFile: false,
    root: join(import.meta.dirname, "browser"),
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
  });
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };
  const server = createServer((req, res) => {
    const path = join(outDir, req.url === "/" ? "index.html" : (req.url ?? "").split("?")[0]!);
    let body: Buffer;
    try {
      body = readFileSync(path);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.waitForFunction(() => "replicationBench" in window);
  return {
    runner: (run) =>
      page.evaluate(
        (args) => (window as unknown as { replicationBench(a: typeof args): Promise<ReplicationRun> }).replicationBench(args),
        { apiUrl: stack.apiUrl, anonKey: stack.anonKey, accessToken, edits: BENCH_EDITS, run },
      ),
    close: async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function benchAdminReplication(runs = Number(process.env.ADMIN_REPLICATION_RUNS ?? 3)): Promise<Record<string, unknown>> {
  // Without dev-mode, as the production build runs it.
  const stack = await startStack({ mode: "test" });
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  const results: Record<string, unknown> = {};
  try {
    const { accessToken, serverPosts } = await prepareReplicationBench(stack, pool);
    results["posts on the server"] = serverPosts;
    let run = 0;
    for (const [where, open] of [
      ["Node, memory storage", inNode],
      ["Chromium, Dexie/IndexedDB", inChromium],
    ] as const) {
      const place = await open(stack, accessToken);
      const pulls: number[] = [];
      const pushes: number[] = [];
      try {
        for (let i = 0; i < runs; i++, run++) {
          const result = await place.runner(run);
          if (result.localPosts !== serverPosts) throw new Error(`${where}: pulled ${result.localPosts} of ${serverPosts} posts`);
          const onServer = await editsOnServer(pool, run);
          if (onServer !== BENCH_EDITS) throw new Error(`${where}: server has ${onServer} of ${BENCH_EDITS} edits`);
          pulls.push(result.pullMs);
          pushes.push(result.pushMs);
        }
      } finally {
        await place.close();
      }
      results[`${where}: initial pull of ${serverPosts} posts into an empty store (ms, target <= 2000)`] = summary(pulls);
      results[`${where}: push of ${BENCH_EDITS} offline edits on reconnect (ms, target <= 1000)`] = summary(pushes);
    }
    return results;
  } finally {
    await pool.end();
    await stack.stop();
  }
}
