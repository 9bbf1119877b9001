// The local stack on its own: `node supabase/local/cli.ts start|reset`.
// `npm start` (scripts/start.ts) runs it together with the app.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { DEV_PORTS, isPortFree } from "./ports.ts";
import { removePostgresData } from "./postgres-runtime.ts";
import { DEV_DATA_DIR, startStack, type RunningStack, type StackOptions } from "./stack.ts";

/**
 * Starts the stack for a command-line tool (`npm start`, `npm run preview`, this file): a failed start
 * exits with the reason, and a part that dies later stops everything and exits 1.
 */
export async function startStackOrExit(options: Omit<StackOptions, "onFatal">): Promise<RunningStack> {
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({
      ...options,
      onFatal: (error) => {
        console.error(`\n${error.message}\nStopping everything.`);
        void stack?.stop().then(() => process.exit(1));
      },
    });
    return stack;
  } catch (error) {
    console.error(`Could not start the local stack. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

export function printStack(stack: RunningStack): void {
  console.log(`  API (SUPABASE_URL)  ${stack.apiUrl}`);
  console.log(`  Database            ${stack.dbUrl}`);
  console.log(`  Database files      ${stack.dbDir}`);
  console.log(`  Mail outbox         ${stack.mailUrl} (SMTP on 127.0.0.1:${stack.smtpPort}; lead e-mails land here)`);
  console.log(`  Stripe              ${stack.stripeUrl ?? "Stripe test mode (STRIPE_SECRET_KEY in .env)"}`);
  console.log(`  Logs                ${stack.logDir}`);
}

export async function runUntilInterrupted(stack: RunningStack, alsoStop: () => Promise<void> = async () => {}): Promise<void> {
  const shutdown = async (code: number) => {
    await alsoStop().catch(() => undefined);
    await stack.stop();
    process.exit(code);
  };
  process.once("SIGINT", () => void shutdown(0));
  process.once("SIGTERM", () => void shutdown(0));
}

async function main(command: string | undefined): Promise<void> {
  if (command === "reset") {
    if (!(await isPortFree(DEV_PORTS.gateway))) {
      throw new Error(`the dev stack is running (port ${DEV_PORTS.gateway} is in use): stop \`npm start\` first`);
    }
    removePostgresData(join(DEV_DATA_DIR, "db"));
    rmSync(DEV_DATA_DIR, { recursive: true, force: true });
    const stack = await startStack({ mode: "dev" });
    await stack.stop();
    console.log("Local database reset: migrations and seed applied again.");
    return;
  }
  if (command === "start") {
    const stack = await startStackOrExit({ mode: "dev" });
    console.log("Local Supabase stack is running:");
    printStack(stack);
    await runUntilInterrupted(stack);
    return;
  }
  throw new Error("usage: node supabase/local/cli.ts start|reset");
}

if (import.meta.main) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
