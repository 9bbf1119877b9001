import { defineConfig } from "vitest/config";

// The edge functions import npm packages as Deno does ("npm:minisearch@7.2.0"); in Node the same package
// comes from node_modules.
const resolve = { alias: [{ find: /^npm:((?:@[^/@]+\/)?[^@]+)@[^/]+$/, replacement: "$1" }] };

export default defineConfig({
  test: {
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
