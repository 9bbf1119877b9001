// `npm test`: every check, in the order that fails fastest — lint, unused code, types (app, Node, Deno), unit and
// integration tests (vitest, against a throwaway local stack), then browser tests (Playwright + Chromium).
// Ends with one plain summary line counting every test that ran.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { denoPath } from "../supabase/local/functions.ts";

const reports = mkdtempSync(join(tmpdir(), "test-reports-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const bin = (name: string) => join("node_modules", ".bin", name);
const steps: Step[] = [
  { name: "lint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
  // Unused files, exports and dependencies (knip.jsonc names the entry points).
  { name: "unused code (knip)", command: bin("knip"), args: [] },
  { name: "types: app", command: bin("tsc"), args: ["-p", "tsconfig.app.json"] },
  { name: "types: node", command: bin("tsc"), args: ["-p", "tsconfig.node.json"] },
  {
    name: "types: edge functions (deno)",
    command: denoPath(),
    args: ["check", "supabase/functions/*/index.ts", "supabase/local/deno/functions-host.ts"],
    env: { DENO_TLS_CA_STORE: "mozilla,system", DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
  },
  {
    name: "unit + integration (vitest)",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  },
  {
    name: "browser (playwright + chromium)",
    command: bin("playwright"),
    // The json reporter feeds the summary line; the human one stays as configured.
    args: ["test", `--reporter=${process.env.CI ? "line" : "list"},json`],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

function run(step: Step): Promise<number> {
  console.log(`\n▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: "inherit", shell: step.name.includes("deno"), env: { ...process.env, ...step.env } });
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(vitestReport)) {
    const v = JSON.parse(readFileSync(vitestReport, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    total.passed += v.numPassedTests;
    total.failed += v.numFailedTests;
    total.skipped += v.numPendingTests + v.numTodoTests;
  }
  if (existsSync(playwrightReport)) {
    const p = JSON.parse(readFileSync(playwrightReport, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    total.passed += p.stats.expected + p.stats.flaky;
    total.failed += p.stats.unexpected;
    total.skipped += p.stats.skipped;
  }
  return total;
}

const started = performance.now();
const failedSteps: string[] = [];
for (const step of steps) {
  const code = await run(step);
  if (code !== 0) {
    failedSteps.push(step.name);
    // Lint and type errors make later results misleading; test steps still all run so one report shows everything.
    if (!step.name.startsWith("unit") && !step.name.startsWith("browser")) break;
  }
}
const { passed, failed, skipped } = counts();
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(", ")}` : "All steps passed"} (${seconds} s)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
