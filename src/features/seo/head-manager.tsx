import { useEffect } from "react";
import { useRouterState } from "@tanstack/react-router";
import { loadQueryClient } from "../../app/query-client-store.tsx";
import { takePrerenderedHead } from "./prerendered-head.ts";

/**
 * Keeps <head> (title, description, canonical, Open Graph, JSON-LD, <html lang>) in step with the
 * route. Renders nothing, so server and client markup are identical. A prerendered page already carries
 * its head, so the code that does the work (a separate chunk) is loaded at the first navigation, not
 * with the app's start.
 */
export function HeadManager() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });

  useEffect(() => {
    if (pathname === undefined || takePrerenderedHead(pathname)) return;
    let current = true;
    void Promise.all([import("./update-head.ts"), loadQueryClient()])
      .then(([{ updateHead }, queryClient]) => updateHead(pathname, queryClient, () => current))
      .catch((error: unknown) => console.error("Could not update the page head:", error));
    return () => {
      current = false;
    };
  }, [pathname]);

  return null;
}
