import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { bannerState, serverBannerState, showBannerForFirstVisit, subscribeBanner } from "./banner-state.ts";
import { readStoredConsent } from "./consent-record.ts";

// The banner's markup and logic load only when it is shown: returning visitors never download them.
const CookieBannerPanel = lazy(() => import("./cookie-banner-panel.tsx"));

/**
 * The cookie banner of every page (docs/product-rules.md#cookie-consent). Renders nothing on the server and until this
 * browser's stored choice has been read; then shows the banner if there is none, in place of the static
 * copy a prerendered page shows until the app runs (static-banner.ts). Consent Mode has
 * already been set from the stored choice by index.html's head script.
 */
export function CookieBanner() {
  const banner = useSyncExternalStore(subscribeBanner, bannerState, serverBannerState);

  // Analytics for a stored choice is started by src/main.tsx (start-consent.ts), app or no app.
  useEffect(() => {
    if (!readStoredConsent()) showBannerForFirstVisit();
  }, []);

  if (banner.view === "closed") return null;
  return (
    <Suspense fallback={null}>
      {/* A new key when reopened from the settings link: the panel starts over in the custom view. */}
      <CookieBannerPanel
        key={`${banner.view}-${banner.requested}`}
        view={banner.view}
        requested={banner.requested}
        focusChoices={banner.focusChoices ?? false}
      />
    </Suspense>
  );
}
