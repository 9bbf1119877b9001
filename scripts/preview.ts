// `npm run preview`: what visitors will get. Starts the local stack, builds the app for production
// against it (client, prerendered pages, service worker) and serves that build, then prints the URL.
// PREVIEW_PORT picks the port (default 4173); PREVIEW_THROWAWAY_STACK=1 uses a temporary stack on free
// ports instead of the dev stack (handy while `npm start` is running).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build, preview, type Plugin } from "vite";
import { hostedFallback } from "./static-host.ts";
import { loadEnv } from "../supabase/local/env.ts";
import { printStack, runUntilInterrupted, startStackOrExit } from "../supabase/local/cli.ts";

const env = loadEnv();
const port = Number(process.env.PREVIEW_PORT ?? 4173);
const siteUrl = `http://localhost:${port}`;
const throwaway = Boolean(process.env.PREVIEW_THROWAWAY_STACK);
const t0 = performance.now();

// The deploy hook of this "static host" is the preview server itself: publishing a post rebuilds dist/
// (site-rebuild calls it once per burst of changes), unless .env names a real host's hook.
const DEPLOY_HOOK_PATH = "/__deploy-hook";
env.SITE_BUILD_HOOK_URL ||= `http://127.0.0.1:${port}${DEPLOY_HOOK_PATH}`;

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
 * Answers like the static hosts the site targets (scripts/static-host.ts): /faq with dist/faq/index.html,
 * the app-only pages with the app shell (the build's `_redirects`), and any other path with 404.html and
 * status 404 (Vite's own fallback would send the home page's HTML with 200).
 */
function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

function staticHostRouting(outDir: string): Plugin {
  return {
    name: "preview:static-host-routing",
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        // Netlify and Cloudflare Pages read `_redirects`; they never serve it.
        if (url.pathname !== "/_redirects" && isFile(join(outDir, decodeURIComponent(url.pathname)))) return next();
        const page = join(decodeURIComponent(url.pathname), "index.html");
        if (existsSync(join(outDir, page))) {
          req.url = page + url.search;
          return next();
        }
        void hostedFallback(outDir, url.pathname).then(({ file, status }) => {
          if (status === 200) {
            req.url = `/${relative(outDir, file)}${url.search}`;
            return next();
          }
          res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
          res.end(readFileSync(file));
        }, next);
      });
    },
  };
}

/** One rebuild at a time; a hook call during a build asks for one more after it. */
let building: Promise<void> | undefined;
let again = false;
function rebuild(): void {
  if (building) {
    again = true;
    return;
  }
  const started = performance.now();
  building = build({ mode: "production", logLevel: "warn" })
    .then(() => console.log(`Deploy hook: rebuilt dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => console.error(`Deploy hook: the rebuild failed. ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => {
      building = undefined;
      if (again) {
        again = false;
        rebuild();
      }
    });
}

function deployHook(): Plugin {
  return {
    name: "preview:deploy-hook",
    configurePreviewServer(server) {
      server.middlewares.use(DEPLOY_HOOK_PATH, (req, res) => {
        // Only this machine's functions host calls it, with a POST, as a static host's build hook.
        const local = ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(req.socket.remoteAddress ?? "");
        if (req.method !== "POST" || !local) {
          res.writeHead(req.method !== "POST" ? 405 : 403).end();
          return;
        }
        rebuild();
        res.writeHead(202, { "content-type": "application/json" }).end('{"building":true}');
      });
    },
  };
}

const server = await preview({
  preview: { port, strictPort: true, host: "localhost" },
  plugins: [deployHook(), staticHostRouting(resolve("dist"))],
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
