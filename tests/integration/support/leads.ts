// What the lead tests share: polling until the lead e-mails have gone, and a contact message sent from a chosen
// local address (the lead budget counts the connection, so each test picks its own in 127/8).
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { stackInfo } from "./clients.ts";

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
export function submitContact(from: string, fields: Record<string, string>): Promise<number> {
  const url = new URL(`${stackInfo().apiUrl}/functions/v1/contact-submit`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${stackInfo().anonKey}`, "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ clientId: randomUUID(), ...fields }));
  });
}
