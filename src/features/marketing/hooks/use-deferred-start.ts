import { useEffect, useState, type RefObject } from "react";

const INTERACTIONS = ["scroll", "pointerdown", "keydown", "touchstart"] as const;

/**
 * True once the element comes within `margin` of the viewport or the visitor first interacts with the
 * page (a scroll, tap, click or key press), whichever is first, and from then on. Below-the-fold
 * sections use it to start their database reads: a visit that never leaves the first screen downloads
 * neither supabase-js nor data it would not show, while a visitor heading down finds them loaded.
 */
export function useDeferredStart(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (started || !element) return;
    const start = () => setStarted(true);
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
