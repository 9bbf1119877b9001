/**
 * Sends the queued contact messages, oldest first. One flush at a time per page, and per browser where
 * the Web Locks API exists (tabs coming online together would otherwise race; the clientId would still
 * keep the server from storing a message twice). Stops at the first message that cannot go now.
 */
import { sendContact } from "./api/send-contact.ts";
import { notify, readOutbox, removeFromOutbox } from "./outbox.ts";

let running: Promise<number> | undefined;

async function sendQueued(): Promise<number> {
  let sent = 0;
  for (const item of readOutbox()) {
    const { queuedAt: _queuedAt, ...request } = item;
    const outcome = await sendContact(request);
    if (outcome.kind === "sent") {
      removeFromOutbox(item.clientId);
      notify({ type: "sent", clientId: item.clientId });
      sent++;
    } else if (outcome.kind === "invalid") {
      // Rules changed since it was queued; it can never be accepted, and retrying forever helps nobody.
      console.warn("A queued contact message was rejected and dropped:", outcome.message, outcome.fieldErrors);
      removeFromOutbox(item.clientId);
    } else {
      // Offline again, rate-limited or a server problem: keep it and everything after it for later.
      break;
    }
  }
  return sent;
}

/** Resolves with how many messages were delivered. */
export function flushOutbox(): Promise<number> {
  running ??= (async () => {
    try {
      if (typeof navigator !== "undefined" && "locks" in navigator) {
        return await navigator.locks.request("contact-outbox", sendQueued);
      }
      return await sendQueued();
    } finally {
      running = undefined;
    }
  })();
  return running;
}
