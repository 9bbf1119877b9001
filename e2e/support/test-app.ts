import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";
import { startStaticHost } from "../../scripts/static-host.ts";
import { viteBuild } from "../../scripts/vite-build.ts";
import { E2E_ENV_KEYS } from "./env.ts";

export interface TestApp {
  baseURL: string;
  /** The production build it serves. */
  outDir: string;
  stack: RunningStack;
  stop(): Promise<void>;
}

/**
 * A throwaway stack (free ports, temp data, migrations and demo seed), the production build of the app
 * pointed at it, and a static server for that build. Nothing touches the dev stack or dev ports.
 */
export async function startTestApp(): Promise<TestApp> {
  const outDir = mkdtempSync(join(tmpdir(), "e2e-app-"));
  // Listen first: the app's own URL is needed by the stack (auth redirects) and the build (VITE_SITE_URL).
  // A host whose fallback is some other page's HTML (index.html), the hardest case for the app.
  const server = await startStaticHost(outDir, { fallbacks: ["index.html"] });
  let stack: RunningStack | undefined;
  const stop = async () => {
    await server.close();
    await stack?.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    stack = await startStack({ mode: "test", siteUrl: server.url });
    await viteBuild(outDir, {
      VITE_SUPABASE_URL: stack.apiUrl,
      VITE_SUPABASE_ANON_KEY: stack.anonKey,
      VITE_SITE_URL: server.url,
    });
    return { baseURL: server.url, outDir, stack, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Hands the app's addresses and keys to what runs next in this process or its children (e2eEnv() reads them). */
export function publishTestAppEnv(app: TestApp): void {
  process.env[E2E_ENV_KEYS.baseURL] = app.baseURL;
  process.env[E2E_ENV_KEYS.apiUrl] = app.stack.apiUrl;
  process.env[E2E_ENV_KEYS.dbUrl] = app.stack.dbUrl;
  process.env[E2E_ENV_KEYS.anonKey] = app.stack.anonKey;
  process.env[E2E_ENV_KEYS.serviceRoleKey] = app.stack.serviceRoleKey;
  process.env[E2E_ENV_KEYS.mailUrl] = app.stack.mailUrl;
  process.env[E2E_ENV_KEYS.distDir] = app.outDir;
}

// `node e2e/support/test-app.ts` keeps the same setup running for looking at the app by hand.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = await startTestApp();
  console.log(`App: ${app.baseURL}\nAPI: ${app.stack.apiUrl}\nDB:  ${app.stack.dbUrl}\nCtrl+C stops everything.`);
  const shutdown = () => void app.stop().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
