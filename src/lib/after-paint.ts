/**
 * Runs `run` once the browser has painted what is on screen now: an animation frame callback runs just
 * before that frame's paint, and a task queued from it runs after. Used to keep work (the app's start,
 * a modal's page-wide restyle, a section's render) out of the frame that answers a visitor's press.
 */
export function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
