import { showBannerSettings } from "./banner-state.ts";

/**
 * Reopens the cookie banner in its custom view ('Tilpas'), with the current choice ticked. For the
 * footer's cookie-settings button: focus moves into the banner and returns to the button afterwards.
 */
export function openCookieSettings(): void {
  const active = typeof document === "undefined" ? null : document.activeElement;
  showBannerSettings(active instanceof HTMLElement && active !== document.body ? active : null);
}
