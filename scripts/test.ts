// `npm test`: every check (lint, unused code, types for the app, Node and Deno) and every test: unit and
// integration (vitest, against a throwaway local stack) and browser tests (Playwright + Chromium). Ends with one
// plain summary line counting every test that ran, and fails if any step did.
//
// Time (the suite must stay well under 12 minutes on a 2-core machine): everything runs side by side, and what
// is not on the longest path yields the CPU (nice). The checks are single-threaded, so they run two at a time;
// vitest and Playwright share nothing (each starts its own throwaway stack on free ports). The browser tests'
// app (a throwaway stack and the production build pointed at it, e2e/support/test-app.ts) is built first in
// line, then handed to Playwright's global setup (E2E_APP_PREPARED). Each step's time is printed, so a slow one
// shows.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { availableParallelism, setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_APP_PREPARED } from "../e2e/support/env.ts";
import { publishTestAppEnv, startTestApp, type TestApp } from "../e2e/support/test-app.ts";
import { denoPath } from "../supabase/local/functions.ts";
import { failedTestsOf } from "./test-failures.ts";

const reports = mkdtempSync(join(tmpdir(), "test-reports-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = (project: string) => join(reports, `playwright-${project}.json`);

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Printed live (one step at a time may): the others' output is held and printed whole when they end. */
  live?: boolean;
  /** Nice value for the step and what it starts (browsers, stacks): higher yields the CPU to the others. */
  nice?: number;
}

const bin = (name: string) => join("node_modules", ".bin", name);

/** Longest first, so two at a time finish together (CPU seconds on a quiet machine: about 22, 17, 12, 6, 4). */
const checks: Step[] = [
  { name: "lint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
  { name: "types: node", command: bin("tsc"), args: ["-p", "tsconfig.node.json"] },
  { name: "types: app", command: bin("tsc"), args: ["-p", "tsconfig.app.json"] },
  {
    // The functions themselves are type-checked by tests/integration/functions-standalone.test.ts, in this same
    // run, the way each is deployed (alone, with its own deno.json); checking them here as well did the same
    // work twice (about 6 of this step's 8 CPU s with an empty Deno cache). What only this step checks: the
    // local functions host.
    name: "types: edge functions host (deno)",
    command: denoPath(),
    args: ["check", "supabase/local/deno/functions-host.ts"],
    env: { DENO_TLS_CA_STORE: "mozilla,system", DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
  },
  // Unused files, exports and dependencies (knip.jsonc names the entry points).
  { name: "unused code (knip)", command: bin("knip"), args: [] },
];

// Three runs on the one prepared app (e2e/support/parallel-specs.ts says which spec is in which): the specs that
// must not meet others' writes one at a time, with vitest and the independent specs (one at a time too) beside
// them, since one browser worker leaves about a third of the two cores idle; then those that may share the app
// two at a time. Only the serial run prints live; the independent one's lines come whole when it ends.
// The json reporter feeds the summary line; the human one stays as configured.
const browserStep = (project: string, workers: number, live: boolean): Step => ({
  name: `browser, ${project} (playwright + chromium)`,
  command: bin("playwright"),
  args: ["test", `--project=${project}`, `--workers=${workers}`, `--reporter=${process.env.CI || !live ? "line" : "list"},json`],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport(project) },
  live,
});
// The serial run is the longest of the lanes that run side by side, so the others yield the CPU to it
// (nice 5: about a third of its share while both want the CPU). Equal shares left the serial run alone at the
// end for over a minute, on fewer cores than the machine has (docs/suite-time.md, third round).
const YIELDING = 5;
const serialStep = browserStep("serial", 1, true);
const independentStep: Step = { ...browserStep("independent", 1, false), nice: YIELDING };
const parallelStep = browserStep("parallel", 2, true);
const browserProjects = ["serial", "independent", "parallel"];
const vitestStep: Step = {
  name: "unit + integration (vitest)",
  command: bin("vitest"),
  args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  nice: YIELDING,
};

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  if (step.live) console.log(`\n▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: step.live ? "inherit" : ["ignore", "pipe", "pipe"],
      shell: step.name.includes("deno"),
      env: { ...process.env, ...step.env },
    });
    // Set before the child has started anything (its browsers, workers and stacks inherit it). A machine
    // that refuses only makes the step take its equal share.
    if (step.nice && child.pid !== undefined) {
      try {
        setPriority(child.pid, step.nice);
      } catch {
        // Only the order of the CPU's favours changes.
      }
    }
    const held: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    const finish = (code: number) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (step.live) {
        console.log(`\n■ ${step.name}: ${code === 0 ? "passed" : "failed"} (${seconds} s)`);
      } else {
        // The whole output in one piece, so two steps' lines never interleave.
        const output = Buffer.concat(held).toString().trimEnd();
        console.log(`\n▶ ${step.name}: ${code === 0 ? "passed" : "failed"} (${seconds} s)${output ? `\n${output}` : ""}`);
      }
      resolve({ name: step.name, code, seconds });
    };
    child.on("exit", (code) => finish(code ?? 1));
    child.on("error", () => finish(1));
  });
}

/** Runs the steps at most `limit` at a time, in their order; resolves with every outcome, in that order. */
async function runPool(steps: Step[], limit: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next++;
      outcomes[index] = await run(steps[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
  return outcomes;
}

function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(vitestReport)) {
    const v = JSON.parse(readFileSync(vitestReport, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    total.passed += v.numPassedTests;
    total.failed += v.numFailedTests;
    total.skipped += v.numPendingTests + v.numTodoTests;
  }
  for (const project of browserProjects) {
    if (!existsSync(playwrightReport(project))) continue;
    const p = JSON.parse(readFileSync(playwrightReport(project), "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    total.passed += p.stats.expected + p.stats.flaky;
    total.failed += p.stats.unexpected;
    total.skipped += p.stats.skipped;
  }
  return total;
}

const started = performance.now();
// The browser tests' app first: the serial run waits for it, and nothing else waits for anything.
const preparing: Promise<{ app: TestApp } | { error: unknown }> = startTestApp().then(
  (app) => {
    console.log(`\n▶ the browser tests' app (stack + production build): ready (${Math.round((performance.now() - started) / 1000)} s)`);
    return { app };
  },
  (error: unknown) => ({ error }),
);
// Everything at once, with the serial browser run (the longest) first in line for the CPU: the checks (two at
// a time even on a bigger machine: more would only make each check slower to report) and vitest start now and
// yield to the app's build, then to the serial run. Waiting for the checks first left the serial run starting
// a minute later for nothing (docs/suite-time.md, third round); a failed check still fails the run.
const checking = runPool(
  checks.map((step) => ({ ...step, nice: YIELDING })),
  Math.min(2, availableParallelism()),
);
const testing = run(vitestStep);
const prepared = await preparing;
const app = "app" in prepared ? prepared.app : undefined;
let browser: Outcome[];
if (app) {
  publishTestAppEnv(app);
  process.env[E2E_APP_PREPARED] = "1";
  const beside = await Promise.all([run(serialStep), run(independentStep)]);
  browser = [...beside, await run(parallelStep)];
} else {
  const reason = "error" in prepared && prepared.error instanceof Error ? prepared.error.message : String("error" in prepared ? prepared.error : "");
  console.log(`\n▶ browser (playwright + chromium): failed, its app did not start: ${reason}`);
  browser = [{ name: "browser (playwright + chromium)", code: 1, seconds: 0 }];
}
const checked = await checking;
const tested = [await testing, ...browser];
await app?.stop();
const outcomes = [...checked, ...tested];
const failedSteps = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
const { passed, failed, skipped } = counts();
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const failedTests = failedTestsOf(
  existsSync(vitestReport) ? JSON.parse(readFileSync(vitestReport, "utf8")) : undefined,
  browserProjects
    .filter((project) => existsSync(playwrightReport(project)))
    .map((project) => ({ project, report: JSON.parse(readFileSync(playwrightReport(project), "utf8")) })),
  process.cwd(),
);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.join("\n")}`);
console.log(`\nStep times: ${outcomes.map((outcome) => `${outcome.name} ${outcome.seconds} s`).join(", ")}`);
console.log(`${failedSteps.length ? `Failed steps: ${failedSteps.join(", ")}` : "All steps passed"} (${seconds} s)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
