import type { FullConfig } from "@playwright/test";
import { chromiumProblem } from "../../scripts/chromium.ts";
import { publishTestAppEnv, startTestApp } from "./test-app.ts";

/**
 * Starts the throwaway stack and the built app once per run. Values go to the workers through
 * process.env (workers are started after this and inherit it). The returned function is the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // A browser that cannot run the suite says so in one line, before minutes of confusing failures.
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
  const app = await startTestApp();
  publishTestAppEnv(app);
  return () => app.stop();
}
