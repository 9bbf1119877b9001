/**
 * Scrolling to a home-page section (#about, #pricing, #contact, …) from anywhere on the site
 * (docs/product-rules.md#navigation): section links scroll smoothly, and from another page they first go to / and scroll after
 * about 100 ms. Shared by the header, the drawer and every call-to-action that targets a home section.
 */
import { useCallback } from "react";
import { useNavigate } from "@tanstack/react-router";
import { LOADING_ATTRIBUTE } from "./loading-attribute.ts";

/** The 'about 100 ms' between arriving on / and scrolling to the section. */
export const SECTION_SCROLL_DELAY_MS = 100;

/** Below-the-fold sections may be lazy-loaded; wait this long for one to appear before giving up. */
export const SECTION_WAIT_TIMEOUT_MS = 3000;

/**
 * Content above the section that is still loading (images, data, lazy chunks) can push it down after
 * the scroll; the view follows it until the page has not changed for this long, unless the visitor
 * takes over.
 */
export const SECTION_SETTLE_MS = 1500;

/**
 * While a loading state (a skeleton) is still above the section, the view keeps following it past
 * SECTION_SETTLE_MS, up to this long: on a slow phone the reads behind it (supabase-js, zod, the
 * request) can take longer than that to arrive after the page, and the section would then be pushed
 * off the screen when they do.
 */
export const SECTION_FOLLOW_MAX_MS = 10_000;

/** Node.DOCUMENT_POSITION_FOLLOWING, named here so this module needs no DOM globals to load. */
const FOLLOWING = 4;

/** Whether a loading state sits above `element` in the page. */
function loadingAbove(element: HTMLElement): boolean {
  for (const loading of document.querySelectorAll(`[${LOADING_ATTRIBUTE}]`)) {
    if (loading.compareDocumentPosition(element) & FOLLOWING) return true;
  }
  return false;
}

function scrollBehavior(): ScrollBehavior {
  // Smooth scrolling across a whole page is motion; people who asked for less get an instant jump.
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Scrolls to the element now and again whenever the page's height changes, so the section stays in
 * view while the page above it finishes loading: until nothing has changed for `SECTION_SETTLE_MS`
 * and nothing above it is loading any more (at most `SECTION_FOLLOW_MAX_MS`). Stops as soon as the
 * visitor scrolls, clicks or types. Returns a function that stops it.
 */
/** The section scroll under way, if any: what puts it back on its way after something else moved the page. */
let following: (() => void) | null = null;

/**
 * Puts a section scroll that is under way back on its way, after the page was moved from outside it (the
 * router's first render scrolls to the top and hydration puts back the position followed so far, which
 * also stops a smooth scroll half-way). Returns whether one was under way.
 */
export function resumeSectionScroll(): boolean {
  following?.();
  return following !== null;
}

function scrollAndFollow(element: HTMLElement): () => void {
  const align = () => element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  const userInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const followUntil = Date.now() + SECTION_FOLLOW_MAX_MS;
  let settled: ReturnType<typeof setTimeout> | undefined;
  const settleLater = () => {
    clearTimeout(settled);
    settled = setTimeout(() => (loadingAbove(element) && Date.now() < followUntil ? settleLater() : stop()), SECTION_SETTLE_MS);
  };
  const resizes = new ResizeObserver(() => {
    align();
    settleLater();
  });
  const stop = () => {
    if (following === align) following = null;
    resizes.disconnect();
    clearTimeout(settled);
    for (const type of userInput) window.removeEventListener(type, stop);
  };
  settleLater();
  for (const type of userInput) window.addEventListener(type, stop, { passive: true });
  following = align;
  align();
  resizes.observe(document.body);
  return stop;
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
  let stopFollowing: (() => void) | undefined;
  const stopWaiting = () => {
    clearTimeout(start);
    clearTimeout(giveUp);
    observer?.disconnect();
  };
  const follow = (): boolean => {
    const element = document.getElementById(sectionId);
    if (!element) return false;
    stopWaiting();
    stopFollowing = scrollAndFollow(element);
    return true;
  };
  const start = setTimeout(() => {
    if (follow()) return;
    observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true });
    giveUp = setTimeout(stopWaiting, timeoutMs);
  }, delayMs);
  return () => {
    stopWaiting();
    stopFollowing?.();
  };
}

/** How long a section link's navigation may leave the URL unchanged before the link is followed as a plain link. */
const LOST_NAVIGATION_MS = 3_000;

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
        // Without the delay, but still following the target: the click itself starts lazy sections
        // (testimonials, blog teaser) loading, and they grow above it.
        scrollToSectionLater(sectionId, { delayMs: 0 });
        return;
      }
      // The router's own hash jump is turned off: the page comes first, then the scroll.
      // A press made while the app is still taking over the page can be lost to its first render (seen once in
      // a loaded test run: the URL stayed /blog for 10 s after the press on "Kontakt"). Whatever happened, the
      // visitor is taken where the link's href goes, as a plain link would, if the app has not gone there.
      const from = window.location.href;
      const goPlainly = () => {
        if (window.location.href === from) window.location.assign(`/#${sectionId}`);
      };
      const lost = setTimeout(goPlainly, LOST_NAVIGATION_MS);
      void navigate({ to: "/", hash: sectionId, hashScrollIntoView: false }).then(() => {
        clearTimeout(lost);
        if (window.location.pathname !== "/") return goPlainly();
        scrollToSectionLater(sectionId);
      });
    },
    [navigate],
  );
}
