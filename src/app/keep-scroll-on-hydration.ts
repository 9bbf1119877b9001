import { resumeSectionScroll } from "../lib/scroll-to-section.ts";
import type { AppRouter } from "./router.tsx";

/**
 * The router scrolls to the top when it renders a page without a #hash, the first render included. A
 * prerendered page can be scrolled before the app has loaded (on a slow phone, for seconds): hydrating
 * must not throw the visitor back to the top. The position is followed through scroll events until the
 * first render, and put back right after the router's reset, before the browser paints.
 * A section link pressed before that render (the press is often the app's first intent) sets a #hash
 * and starts a smooth scroll that may not have moved yet: putting back the old position would undo the
 * visitor's press, so once a hash appears the position is left alone.
 */
export function keepScrollOnHydration(router: AppRouter): void {
  if (window.location.hash) return;
  let position = { x: window.scrollX, y: window.scrollY };
  const follow = () => {
    position = { x: window.scrollX, y: window.scrollY };
  };
  window.addEventListener("scroll", follow, { passive: true });
  const unsubscribe = router.subscribe("onRendered", () => {
    unsubscribe();
    window.removeEventListener("scroll", follow);
    queueMicrotask(() => {
      // A section link replayed after the app started (its navigation held until the page hydrates, so no
      // #hash yet) has begun a smooth scroll that the router's reset just stopped: it goes on, instead of
      // the position followed so far coming back.
      if (resumeSectionScroll()) return;
      if (window.location.hash) return;
      if (window.scrollX !== position.x || window.scrollY !== position.y) window.scrollTo(position.x, position.y);
    });
  });
}
