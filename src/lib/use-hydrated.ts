import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while rendering on the server (prerender) and during hydration, true afterwards. React reads
 * the server snapshot while hydrating, so the first client render matches the prerendered HTML, and
 * re-renders with the client snapshot right after. A client-only render starts at true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
