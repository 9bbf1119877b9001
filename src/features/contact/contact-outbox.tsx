import { useEffect } from "react";
import { readOutbox } from "./outbox.ts";

function flushIfQueued(): void {
  if (!navigator.onLine || readOutbox().length === 0) return;
  // The sender (and supabase-js behind it) loads only when there is something to send.
  void import("./flush-outbox.ts")
    .then(({ flushOutbox }) => flushOutbox())
    .catch((error: unknown) => console.warn("Queued contact messages could not be sent yet:", error));
}

/**
 * Sends contact messages queued while offline: on every page load, and whenever the browser comes back
 * online. Mounted once in the root layout, so it works whichever page the visitor is on. Renders nothing.
 */
export function ContactOutbox() {
  useEffect(() => {
    flushIfQueued();
    window.addEventListener("online", flushIfQueued);
    return () => window.removeEventListener("online", flushIfQueued);
  }, []);
  return null;
}
