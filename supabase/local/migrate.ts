import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type pg from "pg";
import { REPO_ROOT } from "./env.ts";
import { seedDemoUsers } from "./seed-users.ts";

const BOOTSTRAP_DIR = join(import.meta.dirname, "bootstrap");
const MIGRATIONS_DIR = join(REPO_ROOT, "supabase", "migrations");
const SEED_FILE = join(REPO_ROOT, "supabase", "seed.sql");

function sqlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".sql")).sort() : [];
}

async function inTransaction(db: pg.Pool, sql: string, label: string): Promise<void> {
  const client = await db.connect();
  try {
    await client.query("begin");
    await client.query(sql);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${label}: ${message}`, { cause: error });
  } finally {
    client.release();
  }
}

/** What hosted Supabase has before our migrations: roles, auth and storage schemas. Fresh clusters only. */
export async function applyBootstrap(db: pg.Pool): Promise<void> {
  for (const file of sqlFiles(BOOTSTRAP_DIR)) {
    await inTransaction(db, readFileSync(join(BOOTSTRAP_DIR, file), "utf8"), `bootstrap/${file}`);
  }
}

/** Applies migrations not yet recorded, in filename order, each in its own transaction (like `supabase db push`). */
export async function applyMigrations(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const file of sqlFiles(MIGRATIONS_DIR)) {
    const [version = file, ...rest] = file.replace(/\.sql$/, "").split("_");
    if (done.has(version)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), "utf8");
    await inTransaction(
      db,
      `${sql};\ninsert into supabase_migrations.schema_migrations (version, name, statements) values (${literal(version)}, ${literal(rest.join("_"))}, array[]::text[]);`,
      `migrations/${file}`,
    );
    applied.push(file);
  }
  // PostgREST caches the schema; tell it to look again (it listens when db-channel is enabled).
  await db.query("notify pgrst, 'reload schema'");
  return applied;
}

export async function applySeed(db: pg.Pool, env: Record<string, string>): Promise<void> {
  await seedDemoUsers(db, {
    DEMO_ADMIN_EMAIL: required(env, "DEMO_ADMIN_EMAIL"),
    DEMO_ADMIN_PASSWORD: required(env, "DEMO_ADMIN_PASSWORD"),
    DEMO_CUSTOMER_EMAIL: required(env, "DEMO_CUSTOMER_EMAIL"),
    DEMO_CUSTOMER_PASSWORD: required(env, "DEMO_CUSTOMER_PASSWORD"),
  });
  if (existsSync(SEED_FILE)) await inTransaction(db, readFileSync(SEED_FILE, "utf8"), "seed.sql");
}

function required(env: Record<string, string>, key: string): string {
  const value = env[key];
  if (!value) throw new Error(`${key} is not set (see .env.example)`);
  return value;
}

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
