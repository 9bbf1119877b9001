import { readOutbox } from "./outbox.ts";

/** A send can fail while the browser stays "online" (server unreachable, flaky Wi-Fi): try again now and then. */
const RETRY_INTERVAL_MS = 60_000;

function flushIfQueued(): void {
  if (!navigator.onLine || readOutbox().length === 0) return;
  // The sender (and supabase-js behind it) loads only when there is something to send.
  void import("./flush-outbox.ts")
    .then(({ flushOutbox }) => flushOutbox())
    .catch((error: unknown) => console.warn("Queued contact messages could not be sent yet:", error));
}

/**
 * Sends contact messages queued while offline: on every page load, whenever the browser comes back
 * online, and every minute while any are waiting. Started by src/main.tsx on every page, before (and
 * whether or not) the app starts, so a queued message goes out even from a page nobody touches.
 */
export function startOutboxSender(): void {
  flushIfQueued();
  window.addEventListener("online", flushIfQueued);
  window.setInterval(flushIfQueued, RETRY_INTERVAL_MS);
}
