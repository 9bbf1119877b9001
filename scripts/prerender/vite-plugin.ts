import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build, type Plugin, type ResolvedConfig } from "vite";
import type { PublicEnv } from "../../src/lib/env-schema.ts";
import { prerender } from "../prerender.ts";

const SERVER_ENTRY = "src/entry-server.tsx";

/**
 * Makes `vite build` produce the prerendered site: when the client bundle is written, it builds
 * src/entry-server.tsx for Node (same config, `--ssr`), renders every page into the client's outDir
 * and deletes the server build. It runs before vite-plugin-pwa generates the service worker (the
 * PWA's closeBundle is ordered "post"), so the pages are in the precache manifest.
 */
export function prerenderPlugin(env: PublicEnv): Plugin {
  let config: ResolvedConfig;
  return {
    name: "sikkerhed:prerender",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        // Inside the project so the server build's bare imports (react, …) resolve from node_modules.
        const serverDir = join(config.root, "node_modules", ".cache", `prerender-ssr-${process.pid}`);
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: "warn",
            build: {
              ssr: SERVER_ENTRY,
              outDir: serverDir,
              emptyOutDir: true,
              sourcemap: false,
              rollupOptions: { output: { entryFileNames: "entry-server.js" } },
            },
          });
          await prerender({
            outDir: resolve(config.root, config.build.outDir),
            serverEntry: join(serverDir, "entry-server.js"),
            env,
          });
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
