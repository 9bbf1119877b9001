import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { newUser, stackInfo } from "./support/clients.ts";

// Issue 10, item 1: every function reads its body through supabase/functions/_shared/body.ts, which counts
// bytes while they stream in and stops at 64 kB. Before, verify-admin buffered a body of any size (four
// 100 MB posts took the functions host to 1.4 GB). The attack is replayed here over plain HTTP: a chunked
// upload of up to 100 MB that only continues while the server keeps reading.

const ATTACK_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
/**
 * What the client may have pushed when the answer arrives although the server stopped at 64 kB: the bytes
 * held in the socket buffers of both hops (client to gateway, gateway to functions host). Loopback receive
 * buffers autotune up to net.ipv4.tcp_rmem's maximum (32 MB here), so on a loaded machine that is more than
 * a fixed few MB: CI once measured 21.5 MB. A server that read the whole body before answering would have
 * taken all 100 MB, so half of it still tells the two apart.
 */
const BUFFERED_AT_MOST = ATTACK_BYTES / 2;

interface Outcome {
  status: number;
  body: string;
  /** Bytes the server took in (socket writes that completed) before it answered. */
  bytesSent: number;
}

/**
 * Streams up to `total` bytes with backpressure: a write waits for 'drain', so bytes the server does not
 * read pile up in socket buffers (a few MB at most) and the upload stalls there. It stops at the answer.
 */
function streamUpload(path: string, headers: Record<string, string>, total: number): Promise<Outcome> {
  const url = new URL(`${stackInfo().apiUrl}${path}`);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), bytesSent });
          req.destroy();
        });
      },
    );
    req.on("error", (error) => {
      // The server may close the connection after answering; only an error before any answer counts.
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && bytesSent < total) {
        bytesSent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

function declaredOnly(path: string, headers: Record<string, string>, declared: number): Promise<Outcome> {
  const url = new URL(`${stackInfo().apiUrl}${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { ...headers, "content-length": String(declared) } },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), bytesSent: 0 });
          req.destroy();
        });
      },
    );
    req.on("error", reject);
    // Sends 1 kB of the declared size and then waits: only an answer based on Content-Length can arrive
    // (the streamed bytes stay far below the cap). Some bytes go out so the gateway forwards the request.
    req.write(Buffer.alloc(1024, 0x61));
  });
}

describe("edge functions cap request bodies while streaming", () => {
  it("verify-admin answers a signed-in user's 100 MB body with 413 after reading only the start of it", async () => {
    const customer = await newUser();
    const outcome = await streamUpload(
      "/functions/v1/verify-admin",
      { apikey: stackInfo().anonKey, authorization: `Bearer ${customer.accessToken}`, "content-type": "application/json" },
      ATTACK_BYTES,
    );
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({ error: expect.any(String) });
    // The server stopped reading at 64 kB; what the client could push is what socket buffers hold.
    expect(outcome.bytesSent).toBeLessThan(BUFFERED_AT_MOST);
  });

  it("contact-submit (no user needed) cuts off a 100 MB chunked body the same way", async () => {
    const outcome = await streamUpload(
      "/functions/v1/contact-submit",
      { apikey: stackInfo().anonKey, "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
      ATTACK_BYTES,
    );
    expect(outcome.status).toBe(413);
    expect(outcome.bytesSent).toBeLessThan(BUFFERED_AT_MOST);
  });

  it("refuses a Content-Length above the cap before any body arrives", async () => {
    const customer = await newUser();
    const outcome = await declaredOnly(
      "/functions/v1/verify-admin",
      { apikey: stackInfo().anonKey, authorization: `Bearer ${customer.accessToken}`, "content-type": "application/json" },
      ATTACK_BYTES,
    );
    expect(outcome.status).toBe(413);
  });

  it("verify-admin checks the token before reading: the anon key's 100 MB upload is a 401 at once", async () => {
    const outcome = await streamUpload(
      "/functions/v1/verify-admin",
      { apikey: stackInfo().anonKey, authorization: `Bearer ${stackInfo().anonKey}`, "content-type": "application/json" },
      ATTACK_BYTES,
    );
    expect(outcome.status).toBe(401);
    expect(outcome.bytesSent).toBeLessThan(BUFFERED_AT_MOST);
  });

  it("still accepts a small body", async () => {
    const customer = await newUser();
    const outcome = await streamUpload(
      "/functions/v1/verify-admin",
      { apikey: stackInfo().anonKey, authorization: `Bearer ${customer.accessToken}`, "content-type": "application/json" },
      0,
    );
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body)).toEqual({ isAdmin: false });
  });
});
