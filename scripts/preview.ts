// `npm run preview`: what visitors will get. Starts the local stack, builds the app for production
// against it (client, prerendered pages, service worker) and serves that build like a static host
// (scripts/static-host.ts: the build's `_redirects` and `404.html`), then prints the URL.
// PREVIEW_PORT picks the port (default 4173); PREVIEW_THROWAWAY_STACK=1 uses a temporary stack on free
// ports instead of the dev stack (handy while `npm start` is running).
//
// The site is its own deploy hook: publishing a post rebuilds it (site-rebuild calls the hook once per
// burst of changes), unless .env names a real host's hook. Builds go into fresh folders under
// .local/preview/builds and are swapped in when finished (scripts/preview-site.ts), so the site keeps
// answering while it rebuilds.
import { rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { build } from "vite";
import { createPreviewSite, type PreviewSite } from "./preview-site.ts";
import { startStaticHost } from "./static-host.ts";
import { loadEnv, REPO_ROOT } from "../supabase/local/env.ts";
import { printStack, runUntilInterrupted, startStackOrExit } from "../supabase/local/cli.ts";

const env = loadEnv();
const port = Number(process.env.PREVIEW_PORT ?? 4173);
const siteUrl = `http://localhost:${port}`;
const throwaway = Boolean(process.env.PREVIEW_THROWAWAY_STACK);
const previewDir = process.env.PREVIEW_DIR || join(REPO_ROOT, ".local", throwaway ? `preview-${process.pid}` : "preview");
const t0 = performance.now();

const DEPLOY_HOOK_PATH = "/__deploy-hook";
env.SITE_BUILD_HOOK_URL ||= `http://127.0.0.1:${port}${DEPLOY_HOOK_PATH}`;

const stack = await startStackOrExit({
  mode: throwaway ? "test" : "dev",
  siteUrl,
  env,
  alsoNeeded: [{ port, part: "Preview server", alternative: "or set PREVIEW_PORT" }],
});

// The build reads VITE_ variables when it resolves its config, and prerenders posts from this stack.
process.env.VITE_SUPABASE_URL = stack.apiUrl;
process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey;
process.env.VITE_SITE_URL = siteUrl;

let site: PreviewSite;
try {
  site = await createPreviewSite({
    dir: previewDir,
    build: async (outDir) => {
      await build({ mode: "production", logLevel: "warn", build: { outDir, emptyOutDir: true } });
    },
  });
} catch (error) {
  console.error(`The production build failed. ${error instanceof Error ? error.message : String(error)}`);
  await stack.stop();
  process.exit(1);
}

/** The deploy hook: only this machine's functions host calls it, with a POST, as a static host's build hook. */
function deployHook(req: IncomingMessage, res: ServerResponse): boolean {
  if (new URL(req.url ?? "/", "http://localhost").pathname !== DEPLOY_HOOK_PATH) return false;
  const local = ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(req.socket.remoteAddress ?? "");
  req.resume();
  if (req.method !== "POST" || !local) {
    res.writeHead(req.method !== "POST" ? 405 : 403).end();
    return true;
  }
  site.rebuild();
  res.writeHead(202, { "content-type": "application/json" }).end('{"building":true}');
  return true;
}

const server = await startStaticHost(site.root, { hostConventions: true, cdn: true, port, intercept: deployHook }).catch(async (error: unknown) => {
  const inUse = error instanceof Error && /EADDRINUSE|already in use/i.test(error.message);
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
console.log("\nPress Ctrl+C to stop.");
await runUntilInterrupted(stack, async () => {
  await server.close();
  if (throwaway) rmSync(previewDir, { recursive: true, force: true });
});
