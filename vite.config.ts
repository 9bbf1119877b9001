import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { parseEnv } from "./src/lib/env-schema.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The VITE_ defaults documented in `.env.example`. */
function exampleEnv(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(new URL(".env.example", import.meta.url), "utf8").split("\n")) {
    const match = /^(VITE_[A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

/**
 * The app's public configuration, compiled in as `import.meta.env.VITE_*`. `.env.example` gives the
 * defaults, so a fresh clone without `.env` works; `.env`, `.env.<mode>` and the process environment
 * override them. Validation happens here, once, so a bad value stops the build with a clear message.
 */
function publicEnvDefines(mode: string): Record<string, string> {
  const env = parseEnv({ ...exampleEnv(), ...loadEnv(mode, root, "VITE_") });
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
}

export default defineConfig(({ mode }) => ({
  plugins: [
    // Must run before the React plugin. It generates src/routeTree.gen.ts and code-splits every route;
    // a route's loader travels with its component, so the blog's queries, schemas and the markdown
    // renderer stay out of the first-load bundle.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    react(),
    tailwindcss(),
  ],
  define: publicEnvDefines(mode),
  build: { target: "es2022", sourcemap: true },
}));
