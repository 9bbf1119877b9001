import type { ChunkingContext } from "rolldown";

/**
 * Names the chunk of the app's start: every module of ours that `startId` (src/app/start-app.tsx) imports
 * statically (the layout, the route tree, the route files' shared parts), except any module a page can load
 * without the app: the entry's (`entryId`, src/main.tsx) own, and those of what the entry imports on its
 * own (a post's view count, the service worker, the cookie choice). A page loading one of those must not
 * get the app's chunk with it.
 *
 * Left to itself, the bundler gives each module shared by the start and a lazy route its own chunk: dozens
 * of them, most under 1 kB, each with its own request and gzip window, on the first tap on /.
 * Nothing is lost by holding them in one: every lazy route is imported from the start, so the start's
 * chunk has always arrived before any of them.
 */
export function appStartChunk(startId: string, entryId: string) {
  let start: Set<string> | undefined;
  return (moduleId: string, context: ChunkingContext): string | null => {
    start ??= startGraph(context, startId, entryId);
    return start.has(moduleId) ? "start-app" : null;
  };
}

function startGraph(context: ChunkingContext, startId: string, entryId: string): Set<string> {
  for (const id of [startId, entryId]) if (!context.getModuleInfo(id)) throw new Error(`app-start-chunk: no module ${id}`);
  const withoutApp = ownGraph(context, entryId, { dynamic: true, stopAt: startId });
  return new Set([...ownGraph(context, startId, { dynamic: false })].filter((id) => !withoutApp.has(id)));
}

/**
 * Our modules that `from` imports statically (and, with `dynamic`, on demand too, except `stopAt`'s graph).
 * A package is not followed: the bundler reports a package's index as importing all it re-exports
 * (lucide-react's 1,500 icons), not the few used.
 */
function ownGraph(context: ChunkingContext, from: string, options: { dynamic: boolean; stopAt?: string }): Set<string> {
  const seen = new Set<string>([from]);
  for (const id of seen) {
    const info = context.getModuleInfo(id);
    if (!info) continue;
    const next = options.dynamic ? [...info.importedIds, ...info.dynamicallyImportedIds] : info.importedIds;
    for (const target of next) if (target !== options.stopAt && !/[\\/]node_modules[\\/]/.test(target)) seen.add(target);
  }
  return seen;
}
