import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { REPO_ROOT } from "./env.ts";
import type { PartLog } from "./logs.ts";
import { spawnPart, waitForHttp, type ManagedProcess } from "./process.ts";

const require = createRequire(import.meta.url);
export const FUNCTIONS_DIR = join(REPO_ROOT, "supabase", "functions");

/** The Deno binary shipped by the npm package `deno`. */
export function denoPath(): string {
  return require.resolve("deno/bin.cjs").replace(/bin\.cjs$/, "deno");
}

/** What a Deno child gets of this process's environment: no secrets of ours, only what Deno itself needs. */
export function denoEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DENO_DIR: process.env.DENO_DIR,
    DENO_NO_UPDATE_CHECK: "1",
    // Trust the machine's CA store too (a TLS-inspecting proxy in front of the npm registry, as on our CI).
    DENO_TLS_CA_STORE: "mozilla,system",
    DENO_CERT: process.env.DENO_CERT ?? process.env.SSL_CERT_FILE ?? process.env.NODE_EXTRA_CA_CERTS,
    NO_COLOR: "1",
  };
}

/**
 * Runs every edge function under one real Deno process, with the environment a hosted function
 * gets (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL) plus the
 * secrets in supabase/functions/.env, as `supabase functions serve` does.
 */
export async function startFunctions(options: {
  port: number;
  env: Record<string, string>;
  watch: boolean;
  log: PartLog;
}): Promise<ManagedProcess> {
  const secretsFile = join(FUNCTIONS_DIR, ".env");
  const secrets = existsSync(secretsFile) ? parseEnv(readFileSync(secretsFile, "utf8")) : {};
  const env: NodeJS.ProcessEnv = { ...denoEnv(), ...secrets, ...options.env };
  const args = [
    "run",
    "--allow-net",
    "--allow-env",
    "--allow-read",
    "--no-prompt",
    ...(options.watch ? ["--watch", "--no-clear-screen"] : []),
    join(import.meta.dirname, "deno", "functions-host.ts"),
    String(options.port),
    FUNCTIONS_DIR,
  ];
  const child = spawnPart(denoPath(), args, { env, log: options.log, cwd: REPO_ROOT });
  // The first start downloads the functions' npm: imports into Deno's cache, which can take a while.
  await waitForHttp("Edge functions (Deno)", `http://127.0.0.1:${options.port}/_health`, {
    process: child,
    log: options.log,
    timeoutMs: 120_000,
    ok: (status) => status === 200,
  });
  return child;
}
