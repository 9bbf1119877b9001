/**
 * Google Consent Mode v2. index.html's head sets the defaults (everything denied but security) before
 * anything else runs, and re-applies a stored choice on every load; this module sends the update after
 * a choice. Both build the update from the same mapping (consentModeUpdate): a unit test runs the inline
 * script against this function, so they cannot drift apart.
 */
import type { CookieConsent } from "./consent-record.ts";

type ConsentValue = "granted" | "denied";

export interface ConsentModeState {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
  personalization_storage: ConsentValue;
  security_storage: ConsentValue;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Before any choice: nothing but what keeps the site secure. */
export const CONSENT_MODE_DEFAULTS: ConsentModeState = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "granted",
};

const grant = (allowed: boolean): ConsentValue => (allowed ? "granted" : "denied");

/** The site has no advertising, so the ad signals stay denied whatever the visitor accepts. */
export function consentModeUpdate(consent: CookieConsent): ConsentModeState {
  return {
    ...CONSENT_MODE_DEFAULTS,
    analytics_storage: grant(consent.analytical),
    functionality_storage: grant(consent.functional),
    personalization_storage: grant(consent.functional),
  };
}

/** gtag() as Google defines it: it queues its arguments object on dataLayer for gtag.js to read. */
export function gtag(...args: unknown[]): void {
  if (typeof window === "undefined") return;
  if (window.gtag) {
    window.gtag(...args);
    return;
  }
  window.dataLayer ??= [];
  // gtag.js only understands Arguments objects, not arrays.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

export function updateConsentMode(consent: CookieConsent): void {
  gtag("consent", "update", consentModeUpdate(consent));
}
