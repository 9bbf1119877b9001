import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPortHolder } from "../../supabase/local/port-holder.ts";
import { freePort } from "../../supabase/local/ports.ts";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";

// The shared body reader bounds JSON nesting and the number of values before JSON.parse. Within chat's
// 2.2 MB byte cap, a body of nested `[` cost the functions host about +100 MB per request (four at once took
// it from 114 to 448 MB) with only the public anon key. This file starts its own stack, so it knows the
// functions host's port, finds its process and reads its peak memory (VmHWM) around the attack.

let stack: RunningStack;
let functionsPort: number;

beforeAll(async () => {
  functionsPort = await freePort();
  stack = await startStack({ mode: "test", seed: false, ports: { functions: functionsPort } });
});

afterAll(async () => {
  await stack?.stop();
});

function post(name: string, body: string): Promise<Response> {
  return fetch(`${stack.apiUrl}/functions/v1/${name}`, {
    method: "POST",
    headers: { apikey: stack.anonKey, "content-type": "application/json", "x-forwarded-for": "198.51.100.91" },
    body,
  });
}

/** Peak resident memory of the functions host in MB (Linux). */
function peakMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmHWM:")) ?? "";
  return Number(/(\d+)/.exec(line)?.[1] ?? 0) / 1024;
}

const DEEP = "[".repeat(2_000_000);
const DEEP_INSIDE = `{"sessionId":"s","messages":[{"role":"user","content":"hej","x":${"[".repeat(1_990_000)}`;
const WIDE = `{"sessionId":"s","messages":[${"{},".repeat(600_000)}{}]}`;

describe("JSON bodies are bounded in depth and values before parsing", () => {
  it("chat-support refuses four 2 MB nested bodies at once with a Danish 400, quickly, without a memory jump", async () => {
    // Load the function first, so its own start-up is not counted.
    expect((await post("chat-support", "{}")).status).toBe(400);
    const holder = findPortHolder(functionsPort);
    expect(holder, "the functions host's process").not.toBeNull();
    const before = peakMegabytes(holder!.pid);

    const started = performance.now();
    const answers = await Promise.all([post("chat-support", DEEP), post("chat-support", DEEP), post("chat-support", DEEP_INSIDE), post("chat-support", WIDE)]);
    const elapsed = performance.now() - started;
    const after = peakMegabytes(holder!.pid);
    console.info(`functions host peak memory ${before.toFixed(0)} MB -> ${after.toFixed(0)} MB; four refusals in ${elapsed.toFixed(0)} ms`);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: "Forespørgslen kan ikke læses: den har for mange eller for dybt indlejrede værdier." });
    }
    expect(after - before).toBeLessThan(60);
    expect(elapsed).toBeLessThan(5_000);
  });

  it("every function on the shared reader refuses nesting (contact-submit, unsigned)", async () => {
    // Well-formed, 40 levels deep: refused by the bound before the schema is asked (no field details).
    const answer = await post("contact-submit", `{"name":${"[".repeat(40)}${"]".repeat(40)}}`);
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body.error).toMatch(/\S/);
    expect(body).not.toHaveProperty("details");
  });

  it("still parses a valid chat request with brackets and commas inside its strings", async () => {
    const content = `${"[{,\\\"".repeat(1_500)} hvad koster det?`;
    const answer = await post("chat-support", JSON.stringify({ sessionId: "bounds-ok", messages: [{ role: "user", content }] }));
    expect(answer.status, answer.status === 200 ? "" : await answer.clone().text()).toBe(200);
    await answer.body?.cancel();
  });
});
