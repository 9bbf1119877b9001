// The time from a visitor's first press to its visible response on / and on /auth, at 4x CPU (Lighthouse's mobile
// slowdown), fast network, no service worker: before the app has started (the press is the first
// intent), for a control that must be scrolled to also while the app is starting (the scroll was the
// first intent), and once it runs. Median of several runs, each in a fresh context. Also the JavaScript
// fetched after the first intent (gzip, as a static host would send it).
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { withProductionApp } from "./production-app.ts";
import { median } from "./stats.ts";

const RUNS = Number(process.env.FIRST_PRESS_RUNS ?? 5);
/** FIRST_PRESS_PATH=/auth measures only the controls of that page. */
const ONLY_PATH = process.env.FIRST_PRESS_PATH;
/** A press with no response within this long counts as none. */
const GIVE_UP_MS = 8000;

const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

interface Control {
  name: string;
  /** The page the control is on (default /). */
  path?: string;
  device: typeof PHONE | typeof DESKTOP;
  /** Brings the control on screen (before the measured press). */
  prepare?: (page: Page) => Promise<void>;
  /** Also measured as the first intent itself, with the app's code free to arrive under the press. */
  startsApp?: boolean;
  /** The control to press. */
  selector: string;
  /** Whether the response is visible, evaluated in the page on every frame. */
  responded: string;
}

const CONTROLS: Control[] = [
  {
    name: "drawer ('Åbn menu')",
    device: PHONE,
    selector: 'button[aria-label="Åbn menu"]',
    responded: `[...document.querySelectorAll('#mobile-drawer, [data-testid="mobile-drawer"]')].some((e) => e.checkVisibility())`,
  },
  {
    name: "Platform dropdown",
    device: DESKTOP,
    selector: 'header nav button:has-text("Platform")',
    responded: `[...document.querySelectorAll('[data-testid="platform-menu"]')].some((e) => e.checkVisibility())`,
  },
  {
    name: "contact field ('Navn')",
    device: PHONE,
    prepare: (page) => page.locator("#contact-name").scrollIntoViewIfNeeded(),
    selector: "#contact-name",
    responded: `document.activeElement?.id === "contact-name"`,
  },
  // /auth (the app shell): the switch to the sign-up form and the way to a reset link, on a phone.
  {
    name: "/auth 'Sign Up' tab",
    path: "/auth",
    device: PHONE,
    startsApp: true,
    selector: "#tab-sign-up",
    responded: `document.getElementById("signup-email")?.checkVisibility() === true`,
  },
  {
    name: "/auth 'Glemt adgangskode?'",
    path: "/auth",
    device: PHONE,
    startsApp: true,
    selector: 'button:has-text("Glemt adgangskode?")',
    responded: `document.getElementById("forgot-email")?.checkVisibility() === true`,
  },
];

async function openPage(browser: Browser, url: string, control: Control): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: "block", ...control.device });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  return { context, page };
}

/** Presses the control and resolves with the ms from the press to the frame that shows the response (null: none). */
async function press(page: Page, control: Control): Promise<number | null> {
  await page.evaluate(
    ({ responded, giveUp }) => {
      const check = new Function(`return ${responded}`) as () => boolean;
      const state = window as unknown as { __pressed?: number; __responded?: Promise<number | null> };
      state.__responded = new Promise((resolve) => {
        const started = performance.now();
        const frame = () => {
          // The frame that shows the response: rAF callbacks run in a frame's rendering step, and
          // check() has already brought style and layout up to date, so what follows is this frame's
          // paint. (Waiting for the next frame's callback instead would add whatever long task comes
          // after the paint, such as the app's code being evaluated once the answer is on screen.)
          if (state.__pressed !== undefined && check()) resolve(performance.now() - state.__pressed);
          else if (performance.now() - started > giveUp) resolve(null);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      const mark = (event: Event) => (state.__pressed ??= event.timeStamp);
      document.addEventListener("pointerdown", mark, { capture: true, once: true });
    },
    { responded: control.responded, giveUp: GIVE_UP_MS },
  );
  const target = page.locator(control.selector).first();
  // Forced: a disabled field is pressed all the same (and does not respond).
  try {
    if (control.device === PHONE) await target.tap({ force: true, timeout: GIVE_UP_MS });
    else await target.click({ force: true, timeout: GIVE_UP_MS });
  } catch {
    // Replaced under the finger (a placeholder swapped for the live form): the press found nothing.
    return null;
  }
  return page.evaluate(() => (window as unknown as { __responded: Promise<number | null> }).__responded);
}

/** Holds the app's code (the start-app graph) until released: the page as it is before the app. */
async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // main.tsx imports both graphs at once: React DOM (in the framework chunk) and start-app.
  await page.route(/\/assets\/(start-app|client|framework)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function startApp(page: Page, control: Control): Promise<void> {
  // A press on text, not a control: the first intent without pressing anything.
  const heading = page.locator("h1").first();
  if (control.device === PHONE) await heading.tap();
  else await heading.click();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
  // The lazily loaded parts a visitor's first use would also have fetched by now.
  await page.waitForLoadState("networkidle");
}

/** Resolves once no script has arrived for 3 s: what the app loads on its own after starting (idle work too). */
async function scriptsSettled(scripts: unknown[]): Promise<void> {
  let seen = -1;
  while (seen !== scripts.length) {
    seen = scripts.length;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function benchFirstPress(): Promise<Record<string, unknown>> {
  return withProductionApp(async (app, browser) => {
    const results: Record<string, unknown> = { runs: RUNS, cpu: "4x", "no response within (ms)": GIVE_UP_MS };
    let intentBytes: number | null = null;
    for (const control of CONTROLS.filter((each) => !ONLY_PATH || (each.path ?? "/") === ONLY_PATH)) {
      const url = `${app.baseURL}${control.path ?? "/"}`;
      const cold: (number | null)[] = [];
      const warm: (number | null)[] = [];
      const starting: (number | null)[] = [];
      for (let run = 0; run < RUNS; run++) {
        {
          const { context, page } = await openPage(browser, url, control);
          // Before the app: its code is held until the press has been answered, since bringing the
          // control on screen (a scroll) is intent too and would otherwise start the app under the press.
          const held = await holdAppCode(page);
          await control.prepare?.(page);
          const scripts: Promise<number>[] = [];
          page.on("response", (response) => {
            if (response.request().resourceType() === "script") scripts.push(
                response
                  .body()
                  .then((body) => gzipSync(body).length)
                  .catch(() => 0),
              );
          });
          cold.push(await press(page, control));
          held.release();
          if (intentBytes === null && control.device === PHONE && (control.path ?? "/") === "/") {
            await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
            await scriptsSettled(scripts);
            intentBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
          }
          await context.close();
        }
        if (control.prepare || control.startsApp) {
          // Pressed at once after scrolling to it: the scroll has started the app, which is still
          // arriving and hydrating under the press. A control pressed as the first intent (startsApp)
          // starts the app itself: what a visitor gets today, the app's code not held.
          const { context, page } = await openPage(browser, url, control);
          await control.prepare?.(page);
          starting.push(await press(page, control));
          await context.close();
        }
        {
          const { context, page } = await openPage(browser, url, control);
          await startApp(page, control);
          await control.prepare?.(page);
          warm.push(await press(page, control));
          await context.close();
        }
      }
      const summary = (values: (number | null)[]) => {
        const answered = values.filter((value): value is number => value !== null);
        const missed = values.length - answered.length;
        if (missed > values.length / 2) return `no response in ${missed} of ${values.length} runs`;
        return `${Math.round(median([...answered, ...Array<number>(missed).fill(Infinity)]))}${missed ? ` (${missed} without response)` : ""}`;
      };
      results[`${control.name}: before the app (ms, median)`] = summary(cold);
      if (starting.length) results[`${control.name}: while the app starts (ms, median)`] = summary(starting);
      results[`${control.name}: app running (ms, median)`] = summary(warm);
      const runs = (values: (number | null)[]) => values.map((value) => (value === null ? "none" : Math.round(value)));
      results[`${control.name}: runs before the app (ms)`] = runs(cold);
      if (starting.length) results[`${control.name}: runs while the app starts (ms)`] = runs(starting);
    }
    if (!ONLY_PATH || ONLY_PATH === "/") results["JS fetched after the first tap on / (kB gzip)"] = intentBytes === null ? "n/a" : kB(intentBytes);
    return results;
  });
}
