/**
 * Google Analytics (gtag.js), started only after analytical consent and only when a measurement id is
 * configured (VITE_GA_MEASUREMENT_ID, empty by default): without one, no Google script is ever loaded.
 */
import { gtag } from "./consent-mode.ts";

declare global {
  interface ImportMetaEnv {
    /** A GA4 measurement id like G-XXXXXXX, or empty for no analytics. */
    readonly VITE_GA_MEASUREMENT_ID?: string;
  }
}

const GTAG_SCRIPT_ID = "gtag-js";

export function analyticsMeasurementId(): string | undefined {
  return import.meta.env.VITE_GA_MEASUREMENT_ID || undefined;
}

/** Loads gtag.js once. Consent Mode is already set by then, so it starts in the state the visitor chose. */
export function startAnalytics(measurementId: string): void {
  if (document.getElementById(GTAG_SCRIPT_ID)) return;
  gtag("js", new Date());
  gtag("config", measurementId);
  const script = document.createElement("script");
  script.id = GTAG_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}
