import type pg from "pg";
import { CommitThenFail } from "./errors.ts";

/** A pool or a client inside a transaction: everything the models need. */
export type Queryable = Pick<pg.Pool, "query"> | Pick<pg.PoolClient, "query">;

/** Runs `work` in one transaction; a CommitThenFail keeps the writes and then rethrows its failure. */
export async function transaction<T>(db: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query("begin");
    try {
      const result = await work(client);
      await client.query("commit");
      return result;
    } catch (error) {
      if (error instanceof CommitThenFail) {
        await client.query("commit");
        throw error.failure;
      }
      await client.query("rollback");
      throw error;
    }
  } finally {
    client.release();
  }
}
