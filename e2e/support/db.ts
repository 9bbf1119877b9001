import pg from "pg";
import { e2eEnv } from "./env.ts";

/** Runs one statement as the database superuser (bypasses RLS): for arranging and checking test data. */
export async function sql<Row extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eEnv().dbUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}
