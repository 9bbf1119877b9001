// `npm run preview`: what visitors will get. Starts the local stack, builds the app for production
// against it (client, prerendered pages, service worker) and serves that build, then prints the URL.
// PREVIEW_PORT picks the port (default 4173); PREVIEW_THROWAWAY_STACK=1 uses a temporary stack on free
// ports instead of the dev stack (handy while `npm start` is running).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, preview, type Plugin } from "vite";
import { APP_SHELL_FILE } from "./prerender.ts";
import { loadEnv } from "../supabase/local/env.ts";
import { printStack, runUntilInterrupted, startStackOrExit } from "../supabase/local/cli.ts";

const env = loadEnv();
const port = Number(process.env.PREVIEW_PORT ?? 4173);
const siteUrl = `http://localhost:${port}`;
const throwaway = Boolean(process.env.PREVIEW_THROWAWAY_STACK);
const t0 = performance.now();

const stack = await startStackOrExit({ mode: throwaway ? "test" : "dev", siteUrl, env });

try {
  // The build reads VITE_ variables when it resolves its config, and prerenders posts from this stack.
  process.env.VITE_SUPABASE_URL = stack.apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
  process.env.VITE_SITE_URL = siteUrl;
  await build({ mode: "production", logLevel: "warn" });
} catch (error) {
  console.error(`The production build failed. ${error instanceof Error ? error.message : String(error)}`);
  await stack.stop();
  process.exit(1);
}

/**
 * Answers like the static hosts the site targets: /faq with dist/faq/index.html, and paths that were not
 * prerendered with the bare app shell (Vite's own fallback would send the home page's HTML).
 */
function staticHostRouting(outDir: string): Plugin {
  return {
    name: "preview:static-host-routing",
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        if (!/\.[a-z0-9]+$/i.test(url.pathname)) {
          const page = join(url.pathname, "index.html");
          req.url = (existsSync(join(outDir, page)) ? page : `/${APP_SHELL_FILE}`) + url.search;
        }
        next();
      });
    },
  };
}

const server = await preview({
  preview: { port, strictPort: true, host: "localhost" },
  plugins: [staticHostRouting(resolve("dist"))],
}).catch(async (error: unknown) => {
  const inUse = error instanceof Error && /already in use/i.test(error.message);
  console.error(
    inUse
      ? `Preview server failed to start: port ${port} is already in use. Fix: stop what uses it, or set PREVIEW_PORT.`
      : `Preview server failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  await stack.stop();
  process.exit(1);
});
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`
Production build served (ready in ${seconds} s)

  App (prerendered)   ${siteUrl}
`);
printStack(stack);
console.log("\nThe service worker caches pages: reload twice after rebuilding. Press Ctrl+C to stop.");
await runUntilInterrupted(stack, async () => {
  await server.close();
});
