import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../", import.meta.url));

/**
 * Runs `vite build` (prerender and service worker included) in a child process, with its own CPU
 * budget and module graph, for the test app and the benchmarks. `env` adds to this process's env.
 */
export function viteBuild(outDir: string, env: Record<string, string>, logLevel: "warn" | "error" = "warn"): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js");
    const child = spawn(process.execPath, [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", logLevel], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", logLevel === "warn" ? "inherit" : "ignore", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`))));
  });
}
