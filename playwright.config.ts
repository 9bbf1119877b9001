import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.ts";
import { INDEPENDENT_SPECS, PARALLEL_SPECS } from "./e2e/support/parallel-specs.ts";

/**
 * Nothing leaves the machine: every host name but the local ones resolves to nothing, so a request to
 * another host fails at once (a test that wants one answered routes it itself, e.g. the LinkedIn stub).
 * The resolver does it, not a route on every context: routing every request through the test runner
 * cost the browser tests about a tenth of their CPU.
 */
const LOCAL_ONLY_RESOLVER = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

/**
 * Browser tests against the production build on a throwaway local stack (e2e/support/global-setup.ts).
 * Debian's Chromium headless shell is used because Playwright's own browser download is not available here.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  // One worker: the machine has two shared cores, and some tests read counters other tests could move.
  // npm test runs the "serial" and "independent" projects side by side, then the "parallel" one with two
  // workers (e2e/support/parallel-specs.ts says which specs may).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // 20 s for an expectation to come true: CI runs the browser tests beside vitest on two shared cores (load
  // 10–15), where a page's first render or a sign-in took over 10 s in three clean clones of stop 45–46, each
  // time on a different test. A passing expectation returns as soon as it holds, so only failures wait longer.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["line"]] : [["list"]],
  outputDir: "test-results",
  // Playwright's default with the project's name left out: the baselines are the same whichever project runs a spec.
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
  // Each project its own output folder: a run empties the folders of the projects it runs, and npm test runs
  // two projects at once.
  projects: [
    { name: "parallel", testMatch: PARALLEL_SPECS, outputDir: "test-results/parallel" },
    { name: "independent", testMatch: INDEPENDENT_SPECS, outputDir: "test-results/independent" },
    { name: "serial", testIgnore: [...PARALLEL_SPECS, ...INDEPENDENT_SPECS], outputDir: "test-results/serial" },
  ],
  use: {
    browserName: "chromium",
    // Set by globalSetup before the workers start, which read this config again.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: "da-DK",
    timezoneId: "Europe/Copenhagen",
    // No trace by default: recording one (DOM snapshots at every action, a screencast) for every test, to keep
    // it only when one fails, cost a fifth of the browser tests' CPU and time. To look into a failure, run
    // that spec again with `--trace on` (or `retain-on-failure`); the failure's error-context.md and
    // screenshot are written either way.
    trace: "off",
    screenshot: "only-on-failure",
    // The service worker takes charge of the page that installed it (clientsClaim), at a moment no test
    // controls; from then on the page's reads go through the worker, and page.route no longer sees them.
    // Specs about the worker (offline.spec.ts, start-on-intent.spec.ts) allow it; the rest test the page
    // against the server without one in between.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, LOCAL_ONLY_RESOLVER],
    },
  },
});
