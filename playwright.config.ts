import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { PARALLEL_SPECS } from "./e2e/support/parallel-specs.ts";

/**
 * Browser tests against the production build on a throwaway local stack (e2e/support/global-setup.ts).
 * Debian's Chromium is used because Playwright's own browser download is not available here.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  // One worker: the machine has two shared cores, and some tests read counters other tests could move.
  // npm test runs the "serial" project, then the "parallel" one on its own with two workers
  // (e2e/support/parallel-specs.ts says which specs may).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["line"]] : [["list"]],
  outputDir: "test-results",
  // Playwright's default with the project's name left out: the baselines are the same whichever project runs a spec.
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
  projects: [
    { name: "parallel", testMatch: PARALLEL_SPECS },
    { name: "serial", testIgnore: PARALLEL_SPECS },
  ],
  use: {
    browserName: "chromium",
    // Set by globalSetup before the workers start, which read this config again.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: "da-DK",
    timezoneId: "Europe/Copenhagen",
    trace: "retain-on-failure",
    // The service worker takes charge of the page that installed it (clientsClaim), at a moment no test
    // controls; from then on the page's reads go through the worker, and page.route no longer sees them.
    // Specs about the worker (offline.spec.ts, start-on-intent.spec.ts) allow it; the rest test the page
    // against the server without one in between.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
