// The layers of the code base, checked on every import (resolved to a path in the repository):
// - supabase/functions deploys on its own (the Supabase CLI uploads only that folder): nothing in it imports
//   from outside it, and it has no `#` subpath imports (those resolve through the root package.json).
// - The app (src/) reaches supabase/functions/_shared only through `#shared/…`, and only the parts written
//   for both runtimes: content/, facts/, lib/, contact/, sse-parse.ts and database.types.ts (the rest is Deno code).
// - src/lib, src/components/ui and src/content are shared layers: they import no feature, route or app code.
// - A feature imports its own files, the shared layers and app/, and of another feature only what that
//   feature exposes: the files at its root and its api/ folder. Its other subfolders are its own.
//   Routes, app/, components/layout and the entry files compose features and may import any of them.
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import type { Rule } from "eslint";

const ROOT = resolve(import.meta.dirname, "..");
const FUNCTIONS = "supabase/functions/";
const SHARED = `${FUNCTIONS}_shared/`;
const SHARED_WITH_APP = ["content/", "facts/", "lib/", "contact/", "sse-parse.ts", "database.types.ts"];
const SHARED_LAYERS = ["src/lib/", "src/components/ui/", "src/content/"];
const COMPOSING_LAYERS = ["src/features/", "src/routes/", "src/app/", "src/components/layout/"];

const toPosix = (path: string) => path.split(sep).join("/");

/** The import's target relative to the repository root, or undefined for a package. */
function targetOf(importer: string, specifier: string): string | undefined {
  if (specifier.startsWith("#shared/")) return SHARED + specifier.slice("#shared/".length);
  if (specifier.startsWith(".")) return toPosix(relative(ROOT, resolve(ROOT, dirname(importer), specifier)));
  return undefined;
}

function featureOf(path: string): { name: string; rest: string } | undefined {
  const match = /^src\/features\/([^/]+)\/(.+)$/.exec(path);
  return match ? { name: match[1]!, rest: match[2]! } : undefined;
}

/** Why `importer` may not import `specifier`, or undefined when it may. Paths are relative to the repository. */
function boundaryViolation(importer: string, specifier: string): string | undefined {
  const target = targetOf(importer, specifier);
  if (importer.startsWith(FUNCTIONS)) {
    if (specifier.startsWith("#")) return "Edge functions import shared code relatively: `#` imports resolve through the app's package.json, which a deployed function does not have.";
    if (target !== undefined && !target.startsWith(FUNCTIONS)) {
      return "Edge functions deploy from supabase/functions alone: import nothing outside it (move what the app shares with them into supabase/functions/_shared/).";
    }
    return undefined;
  }
  if (target === undefined || !importer.startsWith("src/")) return undefined;

  if (target.startsWith(FUNCTIONS)) {
    if (!specifier.startsWith("#shared/")) return "Import supabase/functions/_shared through `#shared/…`.";
    const inShared = target.slice(SHARED.length);
    if (!target.startsWith(SHARED) || !SHARED_WITH_APP.some((part) => inShared.startsWith(part))) {
      return `The app shares only ${SHARED_WITH_APP.join(", ")} of supabase/functions/_shared; the rest is Deno code.`;
    }
    return undefined;
  }
  if (SHARED_LAYERS.some((layer) => importer.startsWith(layer)) && COMPOSING_LAYERS.some((layer) => target.startsWith(layer))) {
    return "src/lib, src/components/ui and src/content are shared layers: they import no feature, route or app code.";
  }
  const from = featureOf(importer);
  const to = featureOf(target);
  if (from && to && from.name !== to.name) {
    if (to.rest.includes("/") && !to.rest.startsWith("api/")) {
      return `features/${to.name}/${to.rest} is internal to the ${to.name} feature: import what it exposes (a file at its root or in its api/ folder).`;
    }
  }
  if (from && target.startsWith("src/routes/")) return "Features do not import routes: routes import features.";
  return undefined;
}

const importBoundaries: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "Keeps imports inside the layers described in README.md (Layout)." },
    schema: [],
  },
  create(context) {
    const importer = toPosix(isAbsolute(context.filename) ? relative(ROOT, context.filename) : context.filename);
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== "string") return;
      const message = boundaryViolation(importer, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source.value : undefined),
    };
  },
};

export const boundariesPlugin = { rules: { "import-boundaries": importBoundaries } };
