import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { denoEnv, denoPath, FUNCTIONS_DIR } from "../../supabase/local/functions.ts";
import { freePort } from "../../supabase/local/ports.ts";

// The Supabase CLI's Docker-free deploy (`supabase functions deploy --use-api`) uploads only what is under
// supabase/functions, with each function's own deno.json as its import map. So the functions are copied
// alone into an empty folder (no package.json or node_modules above them), type-checked there the way each
// one is bundled, and started there: an import reaching outside the folder fails both.

const HOST = join(import.meta.dirname, "..", "..", "supabase", "local", "deno", "functions-host.ts");

function run(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(denoPath(), args, { cwd, env: denoEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (part: Buffer) => (output += part.toString()));
    child.stderr.on("data", (part: Buffer) => (output += part.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const root = mkdtempSync(join(tmpdir(), "functions-alone-"));
const functionsDir = join(root, "functions");
// Local secrets are not deployed either.
cpSync(FUNCTIONS_DIR, functionsDir, { recursive: true, filter: (source) => !basename(source).startsWith(".env") });
const names = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
  .map((entry) => entry.name)
  .sort();

/** The config a function is bundled with: its own deno.json, else the folder's shared one. */
function configOf(name: string): string {
  const own = ["deno.json", "deno.jsonc"].map((file) => join(functionsDir, name, file)).find(existsSync);
  return own ?? join(functionsDir, "deno.json");
}
/** The functions grouped by that config, so each group is checked in one Deno run. */
const byConfig = [...Map.groupBy(names, configOf)].map(([config, group]) => ({ config, group, label: group.join(", ") }));

describe("supabase/functions copied alone to an empty folder", () => {
  let host: ChildProcess | undefined;
  let hostOutput = "";
  let baseUrl = "";

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    host = spawn(denoPath(), ["run", "--allow-net", "--allow-env", "--allow-read", "--no-prompt", HOST, String(port), functionsDir], {
      cwd: root,
      // A closed port: starting needs no database, and nothing here gets far enough to call it.
      env: { ...denoEnv(), SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: "anon", SUPABASE_SERVICE_ROLE_KEY: "service-role" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    host.stdout?.on("data", (part: Buffer) => (hostOutput += part.toString()));
    host.stderr?.on("data", (part: Buffer) => (hostOutput += part.toString()));
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (host.exitCode !== null) throw new Error(`the functions host exited:\n${hostOutput}`);
      const health = await fetch(`${baseUrl}/_health`).catch(() => undefined);
      if (health?.ok) return;
      if (Date.now() > deadline) throw new Error(`the functions host did not answer:\n${hostOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);

  afterAll(() => {
    host?.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  });

  it("finds the functions", () => {
    expect(names).toContain("contact-submit");
    expect(names.length).toBeGreaterThanOrEqual(8);
  });

  it.each(byConfig)("type-checks $label with the config they are deployed with", async ({ config, group }) => {
    const { code, output } = await run(["check", "--config", config, ...group.map((name) => join(functionsDir, name, "index.ts"))], root);
    expect(output, output).not.toMatch(/error/i);
    expect(code).toBe(0);
  }, 120_000);

  // A function deployed with a lock file is resolved against it frozen: a dependency missing from the lock
  // (contact-submit's lacked nodemailer, which lead-mail.ts brings in) fails the deploy.
  const locked = byConfig.filter(({ config }) => existsSync(join(config, "..", "deno.lock")));
  it.each(locked)("resolves $label from its deno.lock, frozen", async ({ config, group }) => {
    expect(locked.length).toBeGreaterThan(0);
    const { code, output } = await run(["cache", "--frozen", "--config", config, ...group.map((name) => join(functionsDir, name, "index.ts"))], root);
    expect(code, output).toBe(0);
  }, 120_000);

  it("starts every function", async () => {
    const health = (await (await fetch(`${baseUrl}/_health`)).json()) as { functions: string[]; failed: string[] };
    expect(health.failed, hostOutput).toEqual([]);
    expect(health.functions.sort()).toEqual(names);
  });

  it.each(names)("%s answers a preflight and refuses a malformed body with a 4xx", async (name) => {
    const preflight = await fetch(`${baseUrl}/${name}`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    const bad = await fetch(`${baseUrl}/${name}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    const text = await bad.text();
    expect(bad.status, text).toBeGreaterThanOrEqual(400);
    expect(bad.status, text).toBeLessThan(500);
  });
});
