import { spawn, type ChildProcess } from "node:child_process";
import type { PartLog } from "./logs.ts";
import { StackPartError } from "./errors.ts";

export interface ManagedProcess {
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

// Children still running when this process exits (e.g. another library called process.exit during
// shutdown) are killed, so no PostgREST or Deno outlives the stack and blocks the next start's ports.
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts a long-running part with its output in its log file. */
export function spawnPart(
  command: string,
  args: string[],
  options: {
    env: NodeJS.ProcessEnv;
    log: PartLog;
    cwd?: string;
    /** Another user to run as (Postgres, when we are root). */
    user?: { uid: number; gid: number };
    /** The signal that asks the part to stop now (Postgres: SIGINT, its fast shutdown). */
    stopSignal?: NodeJS.Signals;
  },
): ManagedProcess {
  const child = spawn(command, args, {
    env: options.env,
    cwd: options.cwd,
    stdio: ["ignore", "pipe", "pipe"],
    ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}),
  });
  child.stdout?.pipe(options.log.stream, { end: false });
  child.stderr?.pipe(options.log.stream, { end: false });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once("error", (error) => {
      options.log.write(`[spawn error] ${error.message}`);
      resolve(-1);
    });
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  let stopping: Promise<void> | undefined;
  return {
    child,
    exited,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill(options.stopSignal ?? "SIGTERM");
        const timeout = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(timeout);
      })();
      return stopping;
    },
  };
}

/** Polls an HTTP URL until it answers with one of the accepted statuses, or fails naming the part. */
export async function waitForHttp(
  part: string,
  url: string,
  options: { process?: ManagedProcess; log?: PartLog; timeoutMs?: number; ok?: (status: number) => boolean },
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  const ok = options.ok ?? ((status: number) => status < 500);
  let exitCode: number | null | undefined;
  void options.process?.exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new StackPartError(part, `exited with code ${exitCode}`, options.log?.file);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.body?.cancel();
      if (ok(response.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new StackPartError(part, `no answer from ${url} within ${options.timeoutMs ?? 20_000} ms`, options.log?.file);
}
