// The site's commercial facts as data, read by the pages that state them (terms, privacy, FAQ, landing) and
// by the chat assistant, so a number is written once.

/** How long the subscription's data is kept after the agreement ends (terms, privacy). */
export const DATA_RETENTION_MONTHS = 12;
/** Chat conversations and contact-form messages (privacy). */
export const CHAT_RETENTION_MONTHS = 12;
/** Accounting records, by the Danish bookkeeping act (privacy). */
export const ACCOUNTING_RETENTION_YEARS = 5;
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
