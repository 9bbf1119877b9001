// Largest Contentful Paint of / next to its floor: the same prerendered HTML and CSS with every script
// removed (the same hero, nothing to run). Median of several alternating runs, unthrottled and with
// Lighthouse's mobile conditions (4x CPU slowdown, slow 4G).
import type { Browser, Page } from "playwright-core";
import { addStaticFloor, newestPostSlug, withProductionApp } from "./production-app.ts";
import { median, percentile } from "./stats.ts";

const RUNS = Number(process.env.LCP_RUNS ?? 5);

interface Conditions {
  name: string;
  cpu: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const CONDITIONS: Conditions[] = [
  { name: "unthrottled", cpu: 1 },
  // Lighthouse's mobile preset: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU.
  { name: "mobile", cpu: 4, network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } },
];

async function measure(browser: Browser, url: string, conditions: Conditions): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpu });
  if (conditions.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...conditions.network });
  await page.goto(url, { waitUntil: "load" });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(last), 1500);
      }),
  );
  await context.close();
  return lcp;
}

export async function benchLcp(): Promise<Record<string, unknown>> {
  return withProductionApp(async (app, browser) => {
    const floorPath = await addStaticFloor(app, "/");
    const results: Record<string, unknown> = { runs: RUNS, post: await newestPostSlug(app) };
    for (const conditions of CONDITIONS) {
      const page: number[] = [];
      const floor: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        page.push(await measure(browser, `${app.baseURL}/`, conditions));
        floor.push(await measure(browser, `${app.baseURL}${floorPath}`, conditions));
      }
      const ratio = median(page) / median(floor);
      results[`${conditions.name}: LCP / (ms, median)`] = Math.round(median(page));
      results[`${conditions.name}: LCP static floor (ms, median)`] = Math.round(median(floor));
      results[`${conditions.name}: ratio`] = Math.round(ratio * 100) / 100;
      // The runs scatter by more than the difference measured; the quartiles show by how much.
      results[`${conditions.name}: / quartiles (ms)`] = quartiles(page);
      results[`${conditions.name}: floor quartiles (ms)`] = quartiles(floor);
    }
    return results;
  });
}

const quartiles = (values: number[]) => [25, 50, 75].map((p) => Math.round(percentile(values, p)));
