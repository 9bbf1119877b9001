// The site's commercial facts as data, read by the pages that state them (terms, FAQ, landing) and by the
// chat assistant, so a number is written once. Retention periods live in content/retention.ts (the privacy
// policy and the retention job read them there).

import { RETENTION_MONTHS } from "../content/retention.ts";

/** How long the subscription's data is kept after the agreement ends (terms, privacy). */
export const DATA_RETENTION_MONTHS = RETENTION_MONTHS.customer;
/** Chat conversations (privacy). */
export const CHAT_RETENTION_MONTHS = RETENTION_MONTHS.chat;
/** Notice of a price change, and of a change of the terms (terms). */
export const PRICE_CHANGE_NOTICE_DAYS = 30;
export const TERMS_CHANGE_NOTICE_DAYS = 30;
/** A price change forced by the DKK/USD exchange rate (terms). */
export const CURRENCY_CHANGE_NOTICE_MONTHS = 3;
/** After a payment reminder, access may be suspended once this many days have passed unpaid (terms). */
export const PAYMENT_SUSPEND_DAYS = 14;
/** Setup (FAQ): the whole setup takes about this many hours; one computer this many minutes. */
export const SETUP_TOTAL_HOURS = 1;
export const SETUP_MINUTES_PER_COMPUTER = { min: 10, max: 15 } as const;
/** The uptime the platform aims for per month, planned maintenance excluded (terms). */
export const UPTIME_TARGET_PERCENT = "99,9";

/** The landing page's claims ("500+ virksomheder", "99,9% oppetid", …), the words the chat repeats. */
export interface LandingClaim {
  id: "customers" | "uptime" | "iso27001" | "support" | "onboarding";
  /** The emphasised part, e.g. "500+". */
  value: string;
  /** What the value is about, e.g. "virksomheder". */
  label: string;
  /** The whole claim as one phrase, for lists and screen readers. */
  text: string;
}

export const LANDING_CLAIMS: readonly LandingClaim[] = [
  { id: "customers", value: "500+", label: "virksomheder", text: "500+ virksomheder" },
  { id: "uptime", value: `${UPTIME_TARGET_PERCENT}%`, label: "oppetid", text: `${UPTIME_TARGET_PERCENT}% oppetid` },
  { id: "iso27001", value: "ISO 27001", label: "certificeret", text: "ISO 27001-certificeret" },
  { id: "support", value: "24/7", label: "support", text: "24/7 support" },
  { id: "onboarding", value: `< ${SETUP_TOTAL_HOURS} time`, label: "onboarding", text: `onboarding på under ${SETUP_TOTAL_HOURS} time` },
];

export function landingClaim(id: LandingClaim["id"]): LandingClaim {
  return LANDING_CLAIMS.find((claim) => claim.id === id)!;
}
