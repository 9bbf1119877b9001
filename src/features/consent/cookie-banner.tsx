import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { analyticsMeasurementId, startAnalytics } from "./analytics.ts";
import { bannerState, serverBannerState, showBannerForFirstVisit, subscribeBanner } from "./banner-state.ts";
import { readStoredConsent } from "./consent-record.ts";

// The banner's markup and logic load only when it is shown: returning visitors never download them.
const CookieBannerPanel = lazy(() => import("./cookie-banner-panel.tsx"));

/**
 * The cookie banner of every page (SPEC.md section 2). Renders nothing on the server and until this
 * browser's stored choice has been read; then shows the banner if there is none. Consent Mode has
 * already been set from the stored choice by index.html's head script.
 */
export function CookieBanner() {
  const banner = useSyncExternalStore(subscribeBanner, bannerState, serverBannerState);

  useEffect(() => {
    const stored = readStoredConsent();
    if (!stored) {
      showBannerForFirstVisit();
      return;
    }
    const measurementId = analyticsMeasurementId();
    if (stored.analytical && measurementId) startAnalytics(measurementId);
  }, []);

  if (banner.view === "closed") return null;
  return (
    <Suspense fallback={null}>
      {/* A new key when reopened from the settings link: the panel starts over in the custom view. */}
      <CookieBannerPanel key={`${banner.view}-${banner.requested}`} view={banner.view} requested={banner.requested} />
    </Suspense>
  );
}
