import { createServer } from "node:net";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isPortFree } from "../../supabase/local/ports.ts";
import { startStack } from "../../supabase/local/stack.ts";

describe("local stack start-up", () => {
  it("stops every part and names the one that failed when a part cannot start", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const address = blocker.address();
    const taken = typeof address === "object" && address ? address.port : 0;
    const dbPortBefore = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const a = probe.address();
        probe.close(() => resolve(typeof a === "object" && a ? a.port : 0));
      });
    });
    try {
      await expect(startStack({ mode: "test", seed: false, ports: { gateway: taken, db: dbPortBefore } })).rejects.toThrow(
        new RegExp(`^Gateway failed to start: port ${taken} is already in use`),
      );
      // Postgres, PostgREST and Deno had started before the gateway failed; all of them are gone again.
      expect(await isPortFree(dbPortBefore)).toBe(true);
    } finally {
      blocker.close();
    }
  });

  it("starts a throwaway stack that answers and leaves nothing behind when stopped", async () => {
    const stack = await startStack({ mode: "test", seed: false });
    const response = await fetch(`${stack.apiUrl}/rest/v1/`, { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(200);
    expect(existsSync(`${stack.logDir}/postgrest.log`)).toBe(true);
    await stack.stop();
    expect(existsSync(stack.dataDir)).toBe(false);
    expect(await isPortFree(Number(new URL(stack.apiUrl).port))).toBe(true);
  });
});
