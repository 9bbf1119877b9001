import { test as base, expect, type Page } from "@playwright/test";

/**
 * The test function of every spec. An automatic guard: an uncaught exception in the page fails the test.
 * Nothing leaves the machine either: the browser resolves no host but this one (LOCAL_ONLY_RESOLVER in
 * playwright.config.ts), so a request elsewhere fails unless a test routes it itself (the LinkedIn stub).
 */
/**
 * A prerendered page is readable at once, but the app (links handled in the page, menus, forms) takes
 * over a moment later: it is requested only after the first paint (src/main.tsx). Visitors who act
 * within that moment get plain links; the specs act like visitors who wait for the page to be ready,
 * so page.goto and page.reload (with the default waitUntil "load") also wait for the app. A spec that
 * wants the page before the app passes another waitUntil.
 */
async function appReady(page: Page): Promise<void> {
  const html = await page.waitForFunction(() => {
    const { documentElement } = document;
    if (!document.getElementById("root") || documentElement.hasAttribute("data-app-ready")) return "ready";
    return documentElement.hasAttribute("data-app-on-intent") ? "on-intent" : false;
  });
  if ((await html.jsonValue()) !== "on-intent") return;
  // The landing page starts the app when a visitor shows intent (src/app/start-on-intent.ts): these
  // specs act like a desktop visitor whose mouse is over the page, or on a phone (no mouse: the app
  // ignores one there) a visitor whose swipe the browser took for a scroll. e2e/start-on-intent.spec.ts
  // tests the page before that.
  await showIntent(page);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
}

/** What the fixture does to start the app on a page that waits for intent: a mouse moved, or on a phone a swipe. */
export async function showIntent(page: Page): Promise<void> {
  if (await page.evaluate(() => window.matchMedia("(any-hover: hover)").matches)) {
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    return;
  }
  // Playwright's touchscreen only taps, and a tap clicks what is under it: a touch the browser cancels does not.
  // Below the header, at the page's left margin, above the cookie banner.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 1, y: 100 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
  await cdp.detach();
}

export const test = base.extend<{ guards: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // What the site's Content-Security-Policy (dist/_headers) blocks, on the console as an error: Chromium logs
    // some violations itself but not all (a blocked eval() probe inside try/catch says nothing), and every spec
    // that checks the console (the console sweep) must see each one.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
        console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}${where}`);
      });
    });
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const thenAppReady = async <T,>(loaded: Promise<T>, waitUntil = "load"): Promise<T> => {
        const response = await loaded;
        if (waitUntil === "load") await appReady(page);
        return response;
      };
      page.goto = (url, options) => thenAppReady(goto(url, options), options?.waitUntil);
      page.reload = (options) => thenAppReady(reload(options), options?.waitUntil);
    }
    await use(page);
  },
  guards: [
    async ({ page }, use) => {
      const pageErrors: Error[] = [];
      page.on("pageerror", (error) => pageErrors.push(error));
      await use();
      expect(pageErrors, "uncaught exceptions in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Matches the app's PostgREST requests for one table or RPC, whatever the query string. */
export function restPath(name: string): (url: URL) => boolean {
  return (url) => url.pathname === `/rest/v1/${name}`;
}

/** A gate for holding a routed request until the test has looked at the loading state. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Holds the app's code (the start-app graph) until the test opens the gate: the page as it is before the app. */
export async function holdAppCode(page: Page): Promise<{ open: () => void }> {
  const held = gate();
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await held.opened;
    await route.continue();
  });
  return held;
}
