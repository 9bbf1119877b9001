// `npm start` as a person runs it: from the command to the app serving /blog and the blog data answering.
// Uses its own data folder (LOCAL_STACK_DIR), so it measures a cold first start and a warm restart
// without touching the developer's data.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANON_KEY } from "../supabase/local/keys.ts";
import { removePostgresData } from "../supabase/local/postgres-runtime.ts";
import { DEV_PORTS, freePort, isPortFree } from "../supabase/local/ports.ts";

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("timed out");
}

async function oneStart(dataDir: string, appPort: number): Promise<{ page: number; data: number }> {
  const started = performance.now();
  const child = spawn(join("node_modules", ".bin", "node"), ["scripts/start.ts"], {
    env: { ...process.env, LOCAL_STACK_DIR: dataDir, APP_PORT: String(appPort) },
    stdio: "ignore",
  });
  try {
    await until(async () => {
      const response = await fetch(`http://localhost:${appPort}/blog`);
      const html = await response.text();
      return response.ok && html.includes('id="root"');
    }, 120_000);
    const page = performance.now() - started;
    await until(async () => {
      const response = await fetch(`http://127.0.0.1:${DEV_PORTS.gateway}/rest/v1/blog_posts?select=id&status=eq.published`, {
        headers: { apikey: ANON_KEY },
      });
      return response.ok && ((await response.json()) as unknown[]).length > 0;
    }, 120_000);
    return { page, data: performance.now() - started };
  } finally {
    child.kill("SIGINT");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

export async function benchDevStart(): Promise<Record<string, unknown>> {
  if (!(await isPortFree(DEV_PORTS.gateway))) return { "npm start": `skipped: port ${DEV_PORTS.gateway} is in use (stop npm start first)` };
  const dataDir = mkdtempSync(join(tmpdir(), "bench-dev-"));
  const appPort = await freePort();
  try {
    const cold = await oneStart(dataDir, appPort);
    const warm = await oneStart(dataDir, appPort);
    const r = (n: number) => Math.round(n);
    return {
      "npm start → /blog served (ms), first run with fresh data": r(cold.page),
      "npm start → blog data served (ms), first run with fresh data": r(cold.data),
      "npm start → /blog served (ms), restart": r(warm.page),
      "npm start → blog data served (ms), restart": r(warm.data),
    };
  } finally {
    removePostgresData(join(dataDir, "db"));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
