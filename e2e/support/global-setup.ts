import type { FullConfig } from "@playwright/test";
import { chromiumProblem } from "../../scripts/chromium.ts";
import { E2E_APP_PREPARED } from "./env.ts";
import { publishTestAppEnv, startTestApp } from "./test-app.ts";

/**
 * Starts the throwaway stack and the built app once per run. Values go to the workers through
 * process.env (workers are started after this and inherit it). The returned function is the teardown.
 *
 * `npm test` (scripts/test.ts) starts that app itself while lint and the typechecks run, and hands it over
 * with E2E_APP_PREPARED=1 and the E2E_* variables: then this uses it, and the runner stops it.
 */
export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  // A browser that cannot run the suite says so in one line, before minutes of confusing failures.
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
  if (process.env[E2E_APP_PREPARED] === "1") return undefined;
  const app = await startTestApp();
  publishTestAppEnv(app);
  return () => app.stop();
}
