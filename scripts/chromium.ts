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
