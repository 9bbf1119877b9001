import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

export const REPO_ROOT = join(import.meta.dirname, "..", "..");

/**
 * The project's settings as the app sees them: `.env.example` gives every default,
 * a local `.env` overrides it, and the real environment overrides both (CI, one-off runs).
 */
export function loadEnv(root: string = REPO_ROOT): Record<string, string> {
  const read = (name: string): Record<string, string | undefined> => {
    const file = join(root, name);
    return existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  };
  const merged: Record<string, string> = {};
  for (const source of [read(".env.example"), read(".env"), process.env]) {
    for (const [key, value] of Object.entries(source)) if (value !== undefined) merged[key] = value;
  }
  return merged;
}
