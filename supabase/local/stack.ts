import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { Server as NetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAuthService, type AuthOptions } from "./auth/index.ts";
import { readSupabaseConfig, type SupabaseConfig } from "./config-toml.ts";
import type { ServiceContext } from "./context.ts";
import { StackPartError } from "./errors.ts";
import { loadEnv, REPO_ROOT } from "./env.ts";
import { startFunctions } from "./functions.ts";
import { createGateway } from "./gateway/index.ts";
import { functionsWithoutJwtCheck } from "./gateway/functions-config.ts";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "./keys.ts";
import { openLog, type PartLog } from "./logs.ts";
import { createMailHandler } from "./mail/server.ts";
import { createOutbox } from "./mail/outbox.ts";
import { createSmtpServer, outboxDelivery, stopSmtpServer } from "./mail/smtp-server.ts";
import { startFunctionTicker } from "./function-ticker.ts";
import { applyBootstrap, applyMigrations, applySeed } from "./migrate.ts";
import { assertPortsFree, type NeededPort } from "./port-check.ts";
import { DEV_PORTS, freePorts, type Ports } from "./ports.ts";
import { createPool, startPostgres } from "./postgres.ts";
import { startPostgrest } from "./postgrest.ts";
import type { ManagedProcess } from "./process.ts";
import { createStorageService } from "./storage/index.ts";
import { stripeSettings } from "./stripe/settings.ts";

export const DEV_DATA_DIR = join(REPO_ROOT, ".local", "dev");

/** What a client or a test needs to reach a running stack. */
export interface StackInfo {
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  /** The outbox's SMTP listener (127.0.0.1, plain SMTP), where the functions send lead e-mails. */
  smtpPort: number;
  siteUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The Stripe test double's base URL, or null when real Stripe keys are configured. */
  stripeUrl: string | null;
  /** The secret stripe-webhook verifies signatures with. */
  stripeWebhookSecret: string;
}

export interface RunningStack extends StackInfo {
  dataDir: string;
  /** The database cluster's files: inside dataDir, or for root, where the `postgres` user can reach them. */
  dbDir: string;
  logDir: string;
  /** PostgREST without the gateway in front, for the benchmark's overhead measurement. */
  postgrestUrl: string;
  /** Milliseconds from the call to ready, per part, for the benchmark. */
  timings: Record<string, number>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** dev: fixed ports, persistent data in .local/dev, functions reload on change. test: free ports, throwaway data. */
  mode: "dev" | "test";
  /** The app's URL (auth redirects). Defaults to VITE_SITE_URL. */
  siteUrl?: string;
  env?: Record<string, string>;
  /** Fixed ports for some parts (tests use this to provoke a start failure). */
  ports?: Partial<Ports>;
  /** Ports the caller will listen on next to the stack (the app, the preview), checked with the stack's own. */
  alsoNeeded?: NeededPort[];
  /** Where a dev stack keeps its data (default .local/dev); test stacks always use a temp folder. */
  dataDir?: string;
  /** Postgres's binaries from another folder than node_modules (the test of a clone in a private folder). */
  postgresBinaries?: string;
  /** Seed demo users and content into a fresh database (default true). */
  seed?: boolean;
  /** Called when a part dies after the stack was up. */
  onFatal?: (error: Error) => void;
  /** Another config.toml (default supabase/config.toml), e.g. a test's variant with sign-ups off. */
  configFile?: string;
  /**
   * Auth settings laid over config.toml's, as a test needs them (e.g. `{ enableConfirmations: true }`).
   * Test stacks lift the rate limits unless this sets `rateLimit` (see TEST_RATE_LIMITS).
   */
  auth?: StackAuthOverrides;
}

type StackAuthOverrides = AuthOptions & { siteUrl?: string; additionalRedirectUrls?: string[] };

/**
 * What `mode: "test"` stacks use instead of `[auth.rate_limit]` and max_frequency: the suite signs up and signs
 * in hundreds of users from 127.0.0.1, which the CLI's limits (30 per 5 minutes) would throttle. Tests of the
 * limits themselves start a stack with `auth: { rateLimit: readSupabaseConfig().auth.rateLimit }`.
 */
const TEST_RATE_LIMITS = {
  emailSent: Number.POSITIVE_INFINITY,
  signInSignUps: Number.POSITIVE_INFINITY,
  tokenVerifications: Number.POSITIVE_INFINITY,
  tokenRefresh: Number.POSITIVE_INFINITY,
};

const PORT_PARTS: Record<keyof Ports, string> = {
  gateway: "Gateway",
  db: "Postgres",
  mail: "Mail outbox",
  smtp: "Mail outbox (SMTP)",
  postgrest: "PostgREST",
  postgrestAdmin: "PostgREST admin",
  functions: "Edge functions (Deno)",
  stripe: "Stripe test double",
};

/** Every port this stack will listen on, with its part: the Stripe double's only when it will run. */
function neededPorts(ports: Ports, env: Record<string, string>, also: NeededPort[] = []): NeededPort[] {
  const withDouble = !env.STRIPE_SECRET_KEY?.trim();
  const own = (Object.keys(PORT_PARTS) as Array<keyof Ports>)
    .filter((key) => key !== "stripe" || withDouble)
    .map((key) => ({ port: ports[key], part: PORT_PARTS[key] }));
  return [...also, ...own];
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const mark = (part: string) => (timings[part] = Math.round(performance.now() - started));
  const env = options.env ?? loadEnv();
  const ports: Ports = { ...(options.mode === "dev" ? DEV_PORTS : await freePorts()), ...options.ports };
  // Before anything starts: no part may come up next to another stack's server on the same port.
  await assertPortsFree(neededPorts(ports, env, options.alsoNeeded));
  const dataDir = options.mode === "dev" ? (options.dataDir ?? DEV_DATA_DIR) : makeTempDir();
  const logDir = join(dataDir, "logs");
  const apiUrl = `http://127.0.0.1:${ports.gateway}`;
  const mailUrl = `http://127.0.0.1:${ports.mail}`;
  const config = readSupabaseConfig(options.configFile);
  const siteUrl = options.siteUrl ?? options.auth?.siteUrl ?? config.auth.siteUrl;
  const authOptions = authOptionsFor(options, config);

  let dbDir: string;
  const cleanups: Array<() => Promise<void> | void> = [];
  const logs: PartLog[] = [];
  const log = (part: string) => {
    const opened = openLog(logDir, part);
    logs.push(opened);
    return opened;
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    await Promise.all(logs.map((l) => l.close()));
    if (options.mode === "test") rmSync(dataDir, { recursive: true, force: true });
  };
  const watchForDeath = (part: string, child: ManagedProcess, partLog: PartLog) => {
    void child.exited.then((code) => {
      if (!stopped) options.onFatal?.(new StackPartError(part, `exited unexpectedly with code ${code}`, partLog.file));
    });
  };

  try {
    const postgres = await startPostgres({
      dir: join(dataDir, "db"),
      port: ports.db,
      log: log("postgres"),
      throwaway: options.mode === "test",
      nativeSource: options.postgresBinaries,
    });
    dbDir = postgres.dataDir;
    cleanups.push(() => postgres.stop());
    const db = createPool(postgres.url);
    cleanups.push(() => db.end());
    mark("postgres");

    try {
      if (postgres.fresh) await applyBootstrap(db);
      await applyMigrations(db);
      if (postgres.fresh && options.seed !== false) {
        await applySeed(db, env);
        // The demo content is in the first build anyway: seeding is not a change for the deploy hook.
        await db.query("update private.site_rebuild set pending_since = null");
      }
    } catch (error) {
      throw new StackPartError("Database migrations", error instanceof Error ? error.message : String(error));
    }
    mark("migrations");

    const postgrestLog = log("postgrest");
    const postgrest = await startPostgrest({
      dbPort: ports.db,
      port: ports.postgrest,
      adminPort: ports.postgrestAdmin,
      jwtSecret: JWT_SECRET,
      schemas: config.api.schemas,
      extraSearchPath: config.api.extraSearchPath,
      maxRows: config.api.maxRows,
      log: postgrestLog,
    });
    cleanups.push(() => postgrest.stop());
    watchForDeath("PostgREST", postgrest, postgrestLog);
    mark("postgrest");

    const stripe = await stripeSettings({ env, port: ports.stripe, apiUrl, log: log("stripe") });
    if (stripe.double) cleanups.push(() => stripe.double?.stop());
    mark("stripe");

    const outbox = createOutbox(join(dataDir, "mail"));
    const smtpServer = createSmtpServer(outboxDelivery(outbox));
    await listen("Mail outbox (SMTP)", smtpServer, ports.smtp);
    cleanups.push(() => stopSmtpServer(smtpServer));

    const functionsLog = log("functions");
    const functions = await startFunctions({
      port: ports.functions,
      watch: options.mode === "dev",
      log: functionsLog,
      env: {
        SUPABASE_URL: apiUrl,
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        SUPABASE_DB_URL: postgres.url,
        SITE_URL: siteUrl,
        // The chat assistant's provider and limits (CHAT_*) and the deploy hook (SITE_BUILD_HOOK_URL,
        // SITE_REBUILD_*), so each stack (and each test stack) can have its own.
        ...Object.fromEntries(Object.entries(env).filter(([key]) => /^(CHAT_|SITE_BUILD_|SITE_REBUILD_|LEADS_|SMTP_)/.test(key))),
        // Lead e-mails go to the outbox's SMTP listener unless .env names a real mail server.
        ...(env.SMTP_HOST ? {} : { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(ports.smtp), SMTP_TLS: "none" }),
        ...stripe.functionsEnv,
      },
    });
    cleanups.push(() => functions.stop());
    watchForDeath("Edge functions (Deno)", functions, functionsLog);
    mark("functions");

    const mailHandler = createMailHandler(outbox);
    const mailServer = createServer((req, res) => void mailHandler(req, res));
    await listen("Mail outbox", mailServer, ports.mail);
    cleanups.push(() => closeServer(mailServer));

    const authLog = log("auth");
    const storageLog = log("storage");
    const context = (partLog: PartLog): ServiceContext => ({
      db,
      jwtSecret: JWT_SECRET,
      apiUrl,
      siteUrl,
      redirectAllowList: options.auth?.additionalRedirectUrls ?? config.auth.additionalRedirectUrls,
      outbox,
      dataDir: join(dataDir, partLog === authLog ? "auth" : "storage"),
      log: (message) => partLog.write(message),
    });
    mkdirSync(join(dataDir, "storage"), { recursive: true });
    const gateway = createGateway({
      jwtSecret: JWT_SECRET,
      postgrestPort: ports.postgrest,
      functionsPort: ports.functions,
      auth: createAuthService(context(authLog), authOptions),
      storage: createStorageService(context(storageLog), { fileSizeLimit: config.storage.fileSizeLimit }),
      publicFunctions: functionsWithoutJwtCheck(),
      log: log("gateway"),
    });
    await listen("Gateway", gateway, ports.gateway);
    cleanups.push(() => closeServer(gateway));
    mark("gateway");

    // What pg_cron + pg_net do hosted: each job's function asked on a schedule (function-ticker.ts).
    const jobsLog = log("jobs");
    const jobTicker = (name: string, seconds: number, runAtStart: boolean, worthLogging: (answer: string) => boolean) => {
      if (seconds > 0) {
        cleanups.push(
          startFunctionTicker({ apiUrl, serviceRoleKey: SERVICE_ROLE_KEY, name, intervalMs: seconds * 1000, runAtStart, worthLogging, log: (message) => jobsLog.write(message) }),
        );
      }
    };
    if (env.SITE_BUILD_HOOK_URL) jobTicker("site-rebuild", Number(env.SITE_REBUILD_TICK_SECONDS ?? 10), false, (answer) => answer.includes('"called":true'));
    jobTicker("lead-mail", Number(env.LEADS_MAIL_TICK_SECONDS ?? 10), false, (answer) => !/"sent":0,"failed":0/.test(answer));
    jobTicker("data-retention", Number(env.RETENTION_TICK_SECONDS ?? 3600), true, (answer) => /"deleted":\{[^}]*[1-9]/.test(answer));

    return {
      apiUrl,
      dbUrl: postgres.url,
      mailUrl,
      smtpPort: ports.smtp,
      siteUrl,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      jwtSecret: JWT_SECRET,
      stripeUrl: stripe.double?.url ?? null,
      stripeWebhookSecret: stripe.webhookSecret,
      dataDir,
      dbDir,
      logDir,
      postgrestUrl: `http://127.0.0.1:${ports.postgrest}`,
      timings,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * bcrypt's lowest cost, for the passwords a throwaway test stack hashes. At GoTrue's 10, bcryptjs spends about
 * 0.3 CPU s on each sign-up and sign-in, on the stack's one thread; the suite makes hundreds, on two shared
 * cores. The hashes stay real bcrypt (checked with the cost they carry), and the dev stack, like GoTrue, keeps 10.
 */
const TEST_PASSWORD_HASH_COST = 4;

/**
 * config.toml's auth settings, the caller's overrides on top; test stacks without their own limits get none,
 * and hash passwords at the lowest cost unless told otherwise.
 */
function authOptionsFor(options: StackOptions, config: SupabaseConfig): AuthOptions {
  const { siteUrl: _site, additionalRedirectUrls: _urls, ...overrides } = options.auth ?? {};
  const { siteUrl: _configSite, additionalRedirectUrls: _configUrls, ...fromFile } = config.auth;
  const relaxed = options.mode === "test" && overrides.rateLimit === undefined;
  return {
    ...fromFile,
    ...(relaxed ? { rateLimit: TEST_RATE_LIMITS, emailMaxFrequency: 0 } : {}),
    ...(options.mode === "test" ? { passwordHashCost: TEST_PASSWORD_HASH_COST } : {}),
    ...overrides,
  };
}

function makeTempDir(): string {
  // Private to us: for root, the cluster lives where the `postgres` user can reach it (postgres-runtime.ts).
  return mkdtempSync(join(tmpdir(), "sb-test-"));
}

function listen(part: string, server: Server | NetServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new StackPartError(part, `port ${port} is already in use`, undefined, "stop what uses it (another `npm start`?)")
          : new StackPartError(part, error.message),
      ),
    );
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
