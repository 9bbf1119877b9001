/**
 * Runs `run` once the browser has painted what is on screen now: an animation frame callback runs just
 * before that frame's paint, and a task queued from it runs after. Used to keep work (the app's start,
 * a modal's page-wide restyle, a section's render) out of the frame that answers a visitor's press.
 * A background tab gets no frames: with `atMostMs`, `run` runs after that long instead (once either way).
 */
export function afterPaint(run: () => void, atMostMs?: number): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  if (atMostMs !== undefined) setTimeout(once, atMostMs);
}

/** `afterPaint` as a promise, for code that awaits the paint. */
export function painted(atMostMs?: number): Promise<void> {
  return new Promise((resolve) => afterPaint(resolve, atMostMs));
}
