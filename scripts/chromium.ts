import { spawnSync } from "node:child_process";

// How this project runs Chromium everywhere (browser tests, benchmarks, icon generation): Debian's
// build, since Playwright cannot download its own here, with the flags that work on these machines
// (ARCHITECTURE section 3; without the background-networking flags Chromium floods the closed network).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's build of the headless shell (package chromium-headless-shell), the
 * same Blink and V8 without the full browser around them, which is also what Playwright itself runs for
 * headless tests. Measured on landing + admin-login: 76 CPU s against 128 with the full browser, 69 s
 * against 89 s (docs/suite-time.md, third round). Benchmarks keep the full browser, which visitors use.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The oldest Chromium the browser tests pass on. Debian's 150 keeps `navigator.onLine` true in every document
 * opened after Playwright's `setOffline(true)` (pages served by the service worker included), and sometimes in
 * the open one, so the offline tests see an online browser that cannot reach the network; 156 does not.
 */
export const MIN_CHROMIUM_MAJOR = 156;

/** The installed Chromium's major version, or undefined when it cannot be run. */
export function chromiumMajor(path = CHROMIUM_PATH): number | undefined {
  // The headless shell says "Chromium 156.…" as the full browser does.
  const run = spawnSync(path, ["--version"], { encoding: "utf8" });
  const major = /Chromium (\d+)\./.exec(run.stdout ?? "")?.[1];
  return major ? Number(major) : undefined;
}

/** One line saying what is wrong with the browser and how to fix it, or undefined when it will do. */
export function chromiumProblem(path = TEST_CHROMIUM_PATH): string | undefined {
  const major = chromiumMajor(path);
  const fix = "fix: apt-get update && apt-get install -y chromium-headless-shell (or set TEST_CHROMIUM_PATH)";
  if (major === undefined) return `Browser tests: no Chromium at ${path}; ${fix}`;
  if (major < MIN_CHROMIUM_MAJOR) return `Browser tests: Chromium ${major} at ${path} is older than ${MIN_CHROMIUM_MAJOR} and emulates offline wrongly; ${fix}`;
  return undefined;
}
