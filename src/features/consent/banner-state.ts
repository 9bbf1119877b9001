/**
 * Whether the cookie banner is shown, and how. A tiny store outside React, so openCookieSettings() can
 * be called from anywhere (the footer) without a provider, even before the banner has mounted.
 */

type BannerView = "closed" | "summary" | "custom";

export interface BannerState {
  view: BannerView;
  /** Opened on request (settings) rather than on a first visit: focus moves into the banner. */
  requested: boolean;
  /** Where focus goes back to when the banner closes. */
  returnFocusTo: HTMLElement | null;
  /** 'Tilpas' was pressed on the static banner (static-banner.ts): the custom view opens with focus on its first choice. */
  focusChoices?: boolean;
}

const CLOSED: BannerState = { view: "closed", requested: false, returnFocusTo: null };

let state: BannerState = CLOSED;
const listeners = new Set<() => void>();

function set(next: BannerState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeBanner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function bannerState(): BannerState {
  return state;
}

/** The app's prerendered HTML never contains the banner: whether it shows depends on this browser's storage (static-banner.ts). */
export function serverBannerState(): BannerState {
  return CLOSED;
}

/** Shown on first visit (no stored choice), without taking focus from the page. */
export function showBannerForFirstVisit(): void {
  if (state.view === "closed") set({ view: "summary", requested: false, returnFocusTo: null });
}

/** 'Tilpas' on the static banner: the first-visit banner, already in its custom view. */
export function showBannerToCustomise(): void {
  set({ view: "custom", requested: false, returnFocusTo: null, focusChoices: true });
}

export function showBannerSettings(opener: HTMLElement | null): void {
  set({ view: "custom", requested: true, returnFocusTo: opener });
}

export function closeBanner(): void {
  const { returnFocusTo } = state;
  set(CLOSED);
  if (returnFocusTo?.isConnected) returnFocusTo.focus();
}
