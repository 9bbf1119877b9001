/**
 * What pg_cron + pg_net do for hosted Supabase: call an edge function on a schedule with the service role
 * key (site-rebuild calls the deploy hook once a burst of public changes has gone quiet, lead-mail retries
 * unsent lead e-mails, data-retention deletes what the privacy policy no longer allows keeping). The
 * function decides what is due; this only keeps asking. Ticks never overlap.
 */
export function startFunctionTicker(options: {
  apiUrl: string;
  serviceRoleKey: string;
  name: string;
  intervalMs: number;
  /** Also ask once right after the stack is up (a job that runs rarely should not wait a whole interval). */
  runAtStart?: boolean;
  /** Whether an answer is worth a log line (errors always are). */
  worthLogging?: (answer: string) => boolean;
  log(message: string): void;
}): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/${options.name}`, {
        method: "POST",
        headers: { authorization: `Bearer ${options.serviceRoleKey}`, "content-type": "application/json" },
        body: "{}",
        signal: AbortSignal.timeout(60_000),
      });
      const answer = await response.text();
      if (!response.ok || (options.worthLogging?.(answer) ?? true)) options.log(`${options.name} ${response.status} ${answer}`);
    } catch (error) {
      options.log(`${options.name} unreachable: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  const first = options.runAtStart ? setTimeout(() => void tick(), 1000) : undefined;
  first?.unref();
  return () => {
    clearInterval(timer);
    if (first) clearTimeout(first);
  };
}
