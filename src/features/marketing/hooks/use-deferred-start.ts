import { startTransition, useEffect, useState, type RefObject } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { afterPaint } from "../../../lib/after-paint.ts";

/**
 * A press counts by its click, not its pointerdown or touchstart: the sections' start (a render, then
 * supabase-js, zod and the reads) must not run between a tap and the answer to it: on a slow phone that
 * work would delay the paint of the open menu or dropdown (`npm run bench -- first-press` times it).
 */
const INTERACTIONS = ["scroll", "keydown", "click"] as const;

/**
 * True once the element comes within `margin` of the viewport or the visitor first interacts with the
 * page (a scroll, a press, a key), whichever is first, and from then on. Below-the-fold
 * sections use it to start their database reads: a visit that never leaves the first screen downloads
 * neither supabase-js nor data it would not show, while a visitor heading down finds them loaded.
 */
export function useDeferredStart(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (started || !element) return;
    // After the browser has painted the answer to what the visitor did, and as a transition, so that
    // React renders the sections in slices between the visitor's next inputs.
    const start = () => afterPaint(() => startTransition(() => setStarted(true)));
    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
            rootMargin: `${margin} 0px`,
          })
        : undefined;
    observer?.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, start, { once: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, start);
    };
  }, [ref, margin, started]);
  return started;
}

/**
 * Whether a below-the-fold section's query may run. The build prerenders its data into the page
 * (entry-server.tsx runs every enabled query), so on the server it always may. In the browser, data the
 * cache has (a return to /) is refreshed by the query's staleTime once the section is about to be seen
 * or the visitor interacts (useDeferredStart); data it lacks (/ reached from another page, or the build
 * could not read it) is read at once, so the loading state gives way to the data or the error text
 * within the request timeout. The prerendered / refreshes its data itself (adopted-sections/).
 */
export function useSectionQueryEnabled(ref: RefObject<Element | null>, queryKey: QueryKey): boolean {
  const started = useDeferredStart(ref);
  const queryClient = useQueryClient();
  return import.meta.env.SSR || started || queryClient.getQueryData(queryKey) === undefined;
}
