import { spawnSync } from "node:child_process";

// How this project runs Chromium everywhere (browser tests, benchmarks, icon generation): Debian's
// build, since Playwright cannot download its own here, with the flags that work on these machines
// (ARCHITECTURE section 3; without the background-networking flags Chromium floods the closed network).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
  const run = spawnSync(path, ["--version"], { encoding: "utf8" });
  const major = /Chromium (\d+)\./.exec(run.stdout ?? "")?.[1];
  return major ? Number(major) : undefined;
}

/** One line saying what is wrong with the browser and how to fix it, or undefined when it will do. */
export function chromiumProblem(path = CHROMIUM_PATH): string | undefined {
  const major = chromiumMajor(path);
  const fix = "fix: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH)";
  if (major === undefined) return `Browser tests: no Chromium at ${path}; ${fix}`;
  if (major < MIN_CHROMIUM_MAJOR) return `Browser tests: Chromium ${major} at ${path} is older than ${MIN_CHROMIUM_MAJOR} and emulates offline wrongly; ${fix}`;
  return undefined;
}
