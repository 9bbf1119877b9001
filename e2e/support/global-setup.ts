import type { FullConfig } from "@playwright/test";
import { chromiumProblem } from "../../scripts/chromium.ts";
import { E2E_ENV_KEYS } from "./env.ts";
import { startTestApp } from "./test-app.ts";

/**
 * Starts the throwaway stack and the built app once per run. Values go to the workers through
 * process.env (workers are started after this and inherit it). The returned function is the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // A browser that cannot run the suite says so in one line, before minutes of confusing failures.
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
  const app = await startTestApp();
  process.env[E2E_ENV_KEYS.baseURL] = app.baseURL;
  process.env[E2E_ENV_KEYS.apiUrl] = app.stack.apiUrl;
  process.env[E2E_ENV_KEYS.dbUrl] = app.stack.dbUrl;
  process.env[E2E_ENV_KEYS.anonKey] = app.stack.anonKey;
  process.env[E2E_ENV_KEYS.serviceRoleKey] = app.stack.serviceRoleKey;
  process.env[E2E_ENV_KEYS.mailUrl] = app.stack.mailUrl;
  process.env[E2E_ENV_KEYS.distDir] = app.outDir;
  return () => app.stop();
}
