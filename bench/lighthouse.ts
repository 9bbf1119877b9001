// Lighthouse (mobile preset, its default) on the production build served locally: /, /blog, the
// newest post, the sign-in page and the customer portal (signed out, which shows the sign-in page), each
// next to its static floor (the same prerendered HTML with every script removed,
// production-app.ts), which shows what this machine scores for the page with no JavaScript at all.
// Needs Node >= 22.19 (npm run bench uses the repo's Node 24) and Chromium (CHROME_PATH).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { addStaticFloor, newestPostSlug, withProductionApp } from "./production-app.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** `LIGHTHOUSE_PATHS=/auth,/customer-portal` measures only those (the newest post is `/blog/newest`). */
const ONLY_PATHS = process.env.LIGHTHOUSE_PATHS?.split(",").map((path) => path.trim()).filter(Boolean);
/** Runs per page. Scores and TBT on this 2-core machine scatter from run to run, so more runs show the spread. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

type RunResult = Record<string, unknown> & { performance: number; "TBT ms": number };

export async function benchLighthouse(): Promise<Record<string, unknown>> {
  // The browser from withProductionApp is not used: Lighthouse drives its own Chrome over a debugging port.
  return withProductionApp(async (app) => {
    const newest = `/blog/${await newestPostSlug(app)}`;
    const all = ["/", "/blog", newest, "/auth", "/customer-portal"];
    const paths = ONLY_PATHS ? ONLY_PATHS.map((path) => (path === "/blog/newest" ? newest : path)) : all;
    const targets = [];
    for (const path of paths) {
      targets.push({ label: path, url: `${app.baseURL}${path}` });
      targets.push({ label: `${path} (static floor)`, url: `${app.baseURL}${await addStaticFloor(app, path)}` });
    }
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    const results: Record<string, unknown> = {};
    try {
      for (const { label, url } of targets) {
        const runs: RunResult[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(chrome.port, label, url));
        results[label] = RUNS === 1 ? runs[0] : withSpread(runs);
      }
    } finally {
      chrome.kill();
    }
    return results;
  });
}

async function runLighthouse(port: number, label: string, url: string): Promise<RunResult> {
  const runner = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${label}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id];
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
    .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    "TBT ms": Math.round(audit("total-blocking-time")?.numericValue ?? Number.NaN),
    "LCP ms": Math.round(audit("largest-contentful-paint")?.numericValue ?? Number.NaN),
    CLS: Math.round((audit("cumulative-layout-shift")?.numericValue ?? Number.NaN) * 1000) / 1000,
    "FCP ms": Math.round(audit("first-contentful-paint")?.numericValue ?? Number.NaN),
    "below 0.9": failed,
  };
}

/** The median run, with every run's Performance and TBT next to it. */
function withSpread(runs: RunResult[]): Record<string, unknown> {
  const byTbt = [...runs].sort((a, b) => a["TBT ms"] - b["TBT ms"]);
  const medianRun = byTbt[Math.floor((byTbt.length - 1) / 2)];
  return {
    ...medianRun,
    "performance, every run": runs.map((r) => r.performance),
    "TBT ms, every run": runs.map((r) => r["TBT ms"]),
  };
}
