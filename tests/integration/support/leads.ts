// What the lead tests share: polling until the lead e-mails have gone, and a contact message sent from a chosen
// local address (the lead budget counts the connection, so each test picks its own in 127/8).
import { randomUUID } from "node:crypto";
import { stackInfo } from "./clients.ts";
import { postFrom } from "./post-from.ts";

/** Reads until `done` holds or the time is up; answers the last value read. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** contact-submit from a chosen local address; answers the status. */
export async function submitContact(from: string, fields: Record<string, string>): Promise<number> {
  const { apiUrl, anonKey } = stackInfo();
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" };
  return (await postFrom(`${apiUrl}/functions/v1/contact-submit`, headers, JSON.stringify({ clientId: randomUUID(), ...fields }), from)).status;
}
