/**
 * The cookie banner as plain HTML. Every prerendered page carries the banner's first view, rendered at
 * build time by the same component (cookie-banner-panel.tsx) into #cookie-banner-static, outside the
 * app's root. index.html's head script marks <html> with CONSENT_NEEDED_ATTRIBUTE when this browser has
 * no stored choice, and only then does the CSS show it: a first visit sees the banner with the first
 * paint, whether or not the app has started. Its answers work without the app; 'Tilpas' needs the
 * app's checkboxes, so it asks for the app, whose banner then takes this one's place.
 */
import { ACCEPT_ALL, NECESSARY_ONLY } from "./consent-record.ts";
import { applyConsentChoice } from "./consent-choice.ts";
import { closeBanner, showBannerToCustomise } from "./banner-state.ts";

const STATIC_BANNER_ID = "cookie-banner-static";
const CONSENT_NEEDED_ATTRIBUTE = "data-consent-needed";
/** The answer a pointer is pressing on the static banner right now, if any, and when the press began. */
let pressedChoice: BannerChoice | null = null;
let pressedAt = 0;
/** A press answers only while its click may still come (a long press or a drag away is no answer). */
const PRESS_MS = 1_000;

/** On the banner's buttons: what each one answers. */
export const CHOICE_ATTRIBUTE = "data-choice";
export type BannerChoice = "all" | "necessary" | "close" | "customise";

function visibleStaticBanner(): HTMLElement | null {
  if (!document.documentElement.hasAttribute(CONSENT_NEEDED_ATTRIBUTE)) return null;
  return document.getElementById(STATIC_BANNER_ID);
}

/**
 * The app's banner has taken over (or the visitor has answered): the static one goes. Returns the
 * answer of the button that had focus, so the app's banner can give focus to its own.
 */
export function removeStaticBanner(): BannerChoice | null {
  // A press on one of its answers is under way (the app took over between the pointer going down and its click,
  // which then would never come): the press is the visitor's answer.
  const pressed = performance.now() - pressedAt < PRESS_MS ? pressedChoice : null;
  pressedChoice = null;
  if (pressed !== null && pressed !== "customise") {
    applyConsentChoice(pressed === "all" ? ACCEPT_ALL : NECESSARY_ONLY);
    closeBanner();
  }
  const banner = document.getElementById(STATIC_BANNER_ID);
  const focused = banner?.contains(document.activeElement) ? document.activeElement?.getAttribute(CHOICE_ATTRIBUTE) : null;
  banner?.remove();
  document.documentElement.removeAttribute(CONSENT_NEEDED_ATTRIBUTE);
  return (focused as BannerChoice | null | undefined) ?? null;
}

/**
 * Makes the static banner's buttons work. `wantApp` starts the app (src/main.tsx), for 'Tilpas'.
 * Returns false when no static banner is shown (a stored choice, or a page that was not prerendered).
 */
export function wireStaticBanner(wantApp: () => void): boolean {
  const banner = visibleStaticBanner();
  if (!banner) return false;
  // Which answer a pointer is pressing now (see removeStaticBanner); its click or a cancel ends it, and a press
  // older than PRESS_MS counts for nothing.
  banner.addEventListener("pointerdown", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${CHOICE_ATTRIBUTE}]`) : null;
    pressedChoice = (button?.getAttribute(CHOICE_ATTRIBUTE) as BannerChoice | null | undefined) ?? null;
    pressedAt = performance.now();
  });
  for (const type of ["pointercancel", "click"] as const) banner.addEventListener(type, () => (pressedChoice = null), { capture: true });
  banner.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${CHOICE_ATTRIBUTE}]`) : null;
    const choice = button?.getAttribute(CHOICE_ATTRIBUTE) as BannerChoice | null | undefined;
    if (!choice) return;
    if (choice === "customise") {
      // The app's banner opens in the custom view with focus on the first choice, as the app's own 'Tilpas' does.
      showBannerToCustomise();
      wantApp();
      return;
    }
    applyConsentChoice(choice === "all" ? ACCEPT_ALL : NECESSARY_ONLY);
    // The app may be starting and about to show its own banner: answered is answered.
    closeBanner();
    // Focus was on the button that is now gone: give it to the page, not to nowhere.
    if (removeStaticBanner()) document.getElementById("main")?.focus({ preventScroll: true });
  });
  return true;
}
