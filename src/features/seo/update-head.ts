import type { QueryClient } from "@tanstack/react-query";
import { applyHead } from "./apply-head.ts";
import { resolveHead } from "./resolve-head.ts";

/** Resolves a path's head and applies it; loaded on demand by head-manager.tsx after each navigation. */
export async function updateHead(pathname: string, queryClient: QueryClient, isCurrent: () => boolean): Promise<void> {
  const head = await resolveHead(pathname, queryClient);
  if (isCurrent()) applyHead(head);
}
