/**
 * Scrolling to a home-page section (#about, #pricing, #contact, …) from anywhere on the site. SPEC
 * section 2: section links scroll smoothly, and from another page they first go to / and scroll after
 * about 100 ms. Shared by the header, the drawer and every call-to-action that targets a home section.
 */
import { useCallback } from "react";
import { useNavigate } from "@tanstack/react-router";

/** The spec's 'about 100 ms' between arriving on / and scrolling to the section. */
export const SECTION_SCROLL_DELAY_MS = 100;

/** Below-the-fold sections may be lazy-loaded; wait this long for one to appear before giving up. */
export const SECTION_WAIT_TIMEOUT_MS = 3000;

function scrollBehavior(): ScrollBehavior {
  // Smooth scrolling across a whole page is motion; people who asked for less get an instant jump.
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Scrolls the element with this id into view; false when it is not in the document (yet). */
export function scrollToSection(sectionId: string): boolean {
  const element = document.getElementById(sectionId);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  return true;
}

/**
 * After `delayMs`, scrolls to the section, waiting up to `timeoutMs` more for it to be rendered.
 * Returns a function that cancels whatever is still pending.
 */
export function scrollToSectionLater(
  sectionId: string,
  { delayMs = SECTION_SCROLL_DELAY_MS, timeoutMs = SECTION_WAIT_TIMEOUT_MS } = {},
): () => void {
  let observer: MutationObserver | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(start);
    clearTimeout(giveUp);
    observer?.disconnect();
  };
  const start = setTimeout(() => {
    if (scrollToSection(sectionId)) return;
    observer = new MutationObserver(() => {
      if (scrollToSection(sectionId)) stop();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    giveUp = setTimeout(stop, timeoutMs);
  }, delayMs);
  return stop;
}

/**
 * A function that brings the visitor to a home-page section: on / it scrolls there at once; elsewhere
 * it navigates to /#{sectionId} (the router puts the new page at the top) and scrolls after ~100 ms.
 * Links using it should still carry `href="/#{sectionId}"` so they work without JavaScript and in a
 * new tab.
 */
export function useGoToSection(): (sectionId: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (sectionId: string) => {
      if (window.location.pathname === "/") {
        void navigate({ to: "/", hash: sectionId, hashScrollIntoView: false, resetScroll: false });
        scrollToSection(sectionId);
        return;
      }
      // The router's own hash jump is turned off: the spec wants the page first, then the scroll.
      void navigate({ to: "/", hash: sectionId, hashScrollIntoView: false }).then(() => {
        scrollToSectionLater(sectionId);
      });
    },
    [navigate],
  );
}
