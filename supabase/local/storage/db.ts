import type pg from "pg";
import type { Caller } from "./auth.ts";
import { errors, StorageError } from "./errors.ts";

export type Tx = pg.PoolClient;

/**
 * Runs `work` in one transaction as the caller, the way PostgREST does: `set local role` plus the verified
 * claims in `request.jwt.claims`, so auth.uid() and every storage RLS policy see the caller. service_role
 * has BYPASSRLS. Postgres errors come back as Storage errors.
 */
export async function asCaller<T>(db: pg.Pool, caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await actAs(tx, caller);
    return work(tx);
  });
}

/** From here to the end of the transaction, statements run as the caller. */
export async function actAs(tx: Tx, caller: Caller): Promise<void> {
  // The role name comes from a fixed allow-list (auth.ts), never from free text.
  await tx.query(`set local role ${caller.role}`);
  await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(caller.claims)]);
}

/**
 * A transaction that starts with the server's own rights, for what Storage does "as super user" (reading
 * bucket settings, locking a row); call actAs inside it before touching rows on the caller's behalf.
 */
export async function inTransaction<T>(db: pg.Pool, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await db.connect();
  let broken = false;
  try {
    await tx.query("begin");
    const result = await work(tx);
    await tx.query("commit");
    return result;
  } catch (error) {
    await tx.query("rollback").catch(() => {
      broken = true;
    });
    throw toStorageError(error);
  } finally {
    tx.release(broken);
  }
}

/** Rolls back on purpose after `work`: Storage's permission probe before it accepts an upload body. */
export async function probeAsCaller(db: pg.Pool, caller: Caller, work: (tx: Tx) => Promise<unknown>): Promise<void> {
  const rollback = new Error("probe");
  try {
    await asCaller(db, caller, async (tx) => {
      await work(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
}

function isPgError(error: unknown): error is pg.DatabaseError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === "string" && "severity" in error;
}

function toStorageError(error: unknown): unknown {
  if (error instanceof StorageError || !isPgError(error)) return error;
  switch (error.code) {
    case "42501": // insufficient_privilege: RLS check failed or no grant
      return errors.accessDenied(
        error.message.includes("row-level security") ? "new row violates row-level security policy" : error.message,
      );
    case "22P02": // invalid_text_representation, e.g. a non-uuid where a uuid belongs
    case "22001": // string too long
    case "23502": // not null
    case "23514": // check constraint
      return errors.invalidRequest("Invalid input");
    case "23503": // foreign key: bucket vanished between check and write
      return errors.noSuchBucket();
    default:
      return error;
  }
}
