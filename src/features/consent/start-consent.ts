import { analyticsMeasurementId, startAnalytics } from "./analytics.ts";
import { readStoredConsent } from "./consent-record.ts";
import { wireStaticBanner } from "./static-banner.ts";

/**
 * The consent work of every page load, run by src/main.tsx before the app: with a stored choice that
 * allows it, analytics starts (Consent Mode was set by index.html's head script); without one, the
 * static banner's buttons are made to work. `wantApp` starts the app, for the banner's custom view.
 */
export function startConsent(wantApp: () => void): void {
  const stored = readStoredConsent();
  if (stored) {
    const measurementId = analyticsMeasurementId();
    if (stored.analytical && measurementId) startAnalytics(measurementId);
    return;
  }
  wireStaticBanner(wantApp);
}
