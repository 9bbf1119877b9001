import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";

/**
 * Keeps <head> (title, description, canonical, Open Graph, JSON-LD, <html lang>) in step with the
 * route. Renders nothing, so server and client markup are identical; prerendered pages already carry
 * the same head, so the first run changes nothing visible. The code that does the work is a separate
 * chunk, loaded after the page is shown.
 */
export function HeadManager() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (pathname === undefined) return;
    let current = true;
    void import("./update-head.ts")
      .then(({ updateHead }) => updateHead(pathname, queryClient, () => current))
      .catch((error: unknown) => console.error("Could not update the page head:", error));
    return () => {
      current = false;
    };
  }, [pathname, queryClient]);

  return null;
}
