import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";
import { startStaticServer } from "./static-server.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface TestApp {
  baseURL: string;
  stack: RunningStack;
  stop(): Promise<void>;
}

/** Runs `vite build` in a child process (its own CPU budget and module graph) with the given env. */
function buildApp(outDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js");
    const child = spawn(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`))));
  });
}

/**
 * A throwaway stack (free ports, temp data, migrations and demo seed), the production build of the app
 * pointed at it, and a static server for that build. Nothing touches the dev stack or dev ports.
 */
export async function startTestApp(): Promise<TestApp> {
  const outDir = mkdtempSync(join(tmpdir(), "e2e-app-"));
  // Listen first: the app's own URL is needed by the stack (auth redirects) and the build (VITE_SITE_URL).
  const server = await startStaticServer(outDir);
  let stack: RunningStack | undefined;
  const stop = async () => {
    await server.close();
    await stack?.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    stack = await startStack({ mode: "test", siteUrl: server.url });
    await buildApp(outDir, {
      VITE_SUPABASE_URL: stack.apiUrl,
      VITE_SUPABASE_ANON_KEY: stack.anonKey,
      VITE_SITE_URL: server.url,
    });
    return { baseURL: server.url, stack, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `node e2e/support/test-app.ts` keeps the same setup running for looking at the app by hand.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = await startTestApp();
  console.log(`App: ${app.baseURL}\nAPI: ${app.stack.apiUrl}\nDB:  ${app.stack.dbUrl}\nCtrl+C stops everything.`);
  const shutdown = () => void app.stop().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
