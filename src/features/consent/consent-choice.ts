import { analyticsMeasurementId, startAnalytics } from "./analytics.ts";
import { storeConsent, type CookieConsent } from "./consent-record.ts";
import { updateConsentMode } from "./consent-mode.ts";

/** What any answer to the banner does: store it, tell Consent Mode, and start analytics if allowed. */
export function applyConsentChoice(consent: CookieConsent): void {
  storeConsent(consent);
  updateConsentMode(consent);
  const measurementId = analyticsMeasurementId();
  if (consent.analytical && measurementId) startAnalytics(measurementId);
}
