import { defineConfig } from "vitest/config";

// The edge functions import npm packages as Deno does ("npm:minisearch@7.2.0"); in Node the same package
// comes from node_modules.
const resolve = { alias: [{ find: /^npm:((?:@[^/@]+\/)?[^@]+)@[^/]+$/, replacement: "$1" }] };

export default defineConfig({
  test: {
    // One worker process runs file after file instead of a fresh one per file: spawning and setting up 80 of
    // them cost about 33 s of the two cores' time in a run (vitest's own estimate). The files restore what
    // they stub (vi.unstubAllGlobals, vi.useRealTimers) and share nothing else between them.
    isolate: false,
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        resolve,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // One throwaway stack (free ports, temp data dir) for the whole run.
          globalSetup: ["tests/integration/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
