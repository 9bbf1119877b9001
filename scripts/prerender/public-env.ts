import { readFileSync } from "node:fs";
import { loadEnv } from "vite";
import { parseEnv, type PublicEnv } from "../../src/lib/env-schema.ts";

/** The VITE_ defaults documented in `.env.example`. */
function exampleEnv(root: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(`${root}/.env.example`, "utf8").split("\n")) {
    const match = /^(VITE_[A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

/**
 * The app's public configuration for a build: `.env.example` gives the defaults, so a fresh clone
 * without `.env` works; `.env`, `.env.<mode>` and the process environment override them. Validated
 * once, so a bad value stops the build with a clear message.
 */
export function publicEnv(mode: string, root: string): PublicEnv {
  return parseEnv({ ...exampleEnv(root), ...loadEnv(mode, root, "VITE_") });
}
