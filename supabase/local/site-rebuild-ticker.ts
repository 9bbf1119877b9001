/**
 * What pg_cron + pg_net do for hosted Supabase (README, "Keeping the prerendered site current"): call the
 * `site-rebuild` function on a schedule with the service role key. The function decides whether a burst of
 * public changes is due and calls the deploy hook; this only keeps asking. Ticks never overlap.
 */
export function startSiteRebuildTicker(options: { apiUrl: string; serviceRoleKey: string; intervalMs: number; log(message: string): void }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/site-rebuild`, {
        method: "POST",
        headers: { authorization: `Bearer ${options.serviceRoleKey}`, "content-type": "application/json" },
        body: "{}",
        signal: AbortSignal.timeout(30_000),
      });
      const answer = await response.text();
      if (!response.ok || answer.includes('"called":true')) options.log(`site-rebuild ${response.status} ${answer}`);
    } catch (error) {
      options.log(`site-rebuild unreachable: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
