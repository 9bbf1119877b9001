// JavaScript a first visit to / downloads, gzip-compressed as a static host or CDN would send it.
// The local server sends files uncompressed, so every JS response is gzipped here (level 6, the usual
// server default). The service worker is blocked: its precaching runs after the page and is reported apart.
import { gzipSync } from "node:zlib";
import { withProductionApp } from "./production-app.ts";

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
  phase: "load" | "idle";
}

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function benchBundle(path = "/"): Promise<Record<string, unknown>> {
  return withProductionApp(async (app, browser) => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const chunks: Chunk[] = [];
    const reading: Promise<void>[] = [];
    let phase: Chunk["phase"] = "load";
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const current = phase;
      reading.push(
        response.body().then((body) => {
          chunks.push({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length, phase: current });
        }),
      );
    });
    await page.goto(`${app.baseURL}${path}`, { waitUntil: "load" });
    phase = "idle";
    // What loads on its own afterwards (idle callbacks, the worker registration's workbox-window).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(3500);
    await Promise.all(reading);
    await context.close();

    const total = (list: Chunk[]) => list.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const atLoad = chunks.filter((chunk) => chunk.phase === "load");
    const precache = await fetch(`${app.baseURL}/sw.js`).then((response) => response.text());
    return {
      path,
      "JS gzip until load (kB)": kB(total(atLoad)),
      "JS gzip incl. idle loads (kB)": kB(total(chunks)),
      "JS files": chunks.length,
      chunks: chunks
        .sort((a, b) => b.gzip - a.gzip)
        .map((chunk) => `${chunk.file.replace("/assets/", "")} ${kB(chunk.gzip)} kB${chunk.phase === "idle" ? " (idle)" : ""}`),
      "precache entries": (precache.match(/url:"/g) ?? []).length,
    };
  });
}
