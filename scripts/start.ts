// `npm start`: the whole product on this machine — the local Supabase stack (with demo data on first
// run) and the app's dev server — and prints where to go and how to sign in.
import { createServer } from "vite";
import { loadEnv } from "../supabase/local/env.ts";
import { printStack, runUntilInterrupted, startStackOrExit } from "../supabase/local/cli.ts";

const env = loadEnv();
const appPort = Number(env.APP_PORT ?? 5173);
const siteUrl = `http://localhost:${appPort}`;
const t0 = performance.now();

const stack = await startStackOrExit({
  mode: "dev",
  siteUrl,
  env,
  // Lets the benchmark measure a cold start without touching the developer's data.
  dataDir: env.LOCAL_STACK_DIR || undefined,
  alsoNeeded: [{ port: appPort, part: "App dev server", alternative: "or set APP_PORT" }],
});

// The app reads VITE_ variables when Vite resolves its config: point it at the stack we just started.
process.env.VITE_SUPABASE_URL = stack.apiUrl;
process.env.VITE_SITE_URL = siteUrl;
const app = await createServer({ server: { port: appPort, strictPort: true, host: "localhost" } });
await app.listen().catch(async (error: unknown) => {
  // One line naming the part, the reason and the fix, as the stack's own parts do (never a stack trace).
  const inUse = error instanceof Error && /already in use/i.test(error.message);
  console.error(
    inUse
      ? `App dev server failed to start: port ${appPort} is already in use. Fix: stop what uses it, or set APP_PORT.`
      : `App dev server failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  await app.close().catch(() => undefined);
  await stack.stop();
  process.exit(1);
});
const ready = Math.round(performance.now() - t0);

console.log(`
${env.VITE_PRODUCT_NAME ?? "The site"} is running (ready in ${ready} ms)

  App                 ${siteUrl}
  Admin login         ${siteUrl}${env.VITE_ADMIN_PATH ?? "/admin"}
`);
printStack(stack);
console.log(`
Demo accounts
  Admin     ${env.DEMO_ADMIN_EMAIL}  /  ${env.DEMO_ADMIN_PASSWORD}
  Customer  ${env.DEMO_CUSTOMER_EMAIL}  /  ${env.DEMO_CUSTOMER_PASSWORD}

Press Ctrl+C to stop.`);
await runUntilInterrupted(stack, () => app.close());
