import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { REPO_ROOT } from "../env.ts";

/**
 * Which functions skip the gateway's JWT check, read from supabase/config.toml
 * (`[functions.<name>] verify_jwt = false`), the same switch hosted Supabase honours on deploy.
 */
export function functionsWithoutJwtCheck(configFile = join(REPO_ROOT, "supabase", "config.toml")): Set<string> {
  if (!existsSync(configFile)) return new Set();
  const config = parse(readFileSync(configFile, "utf8")) as { functions?: Record<string, { verify_jwt?: boolean }> };
  return new Set(
    Object.entries(config.functions ?? {})
      .filter(([, settings]) => settings.verify_jwt === false)
      .map(([name]) => name),
  );
}
