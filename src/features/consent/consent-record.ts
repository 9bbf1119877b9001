/**
 * The visitor's cookie choice (docs/product-rules.md#cookie-consent): `cookieConsent` in localStorage, JSON with three
 * booleans. Kept free of zod and React: the banner's first-load wrapper reads it on every page.
 */
import { COOKIE_CONSENT_STORAGE_KEY } from "#shared/content/cookies.ts";

export interface CookieConsent {
  /** Always true: the necessary category cannot be turned off (docs/product-rules.md#cookie-consent). */
  necessary: true;
  functional: boolean;
  analytical: boolean;
}

export const ACCEPT_ALL: CookieConsent = { necessary: true, functional: true, analytical: true };
export const NECESSARY_ONLY: CookieConsent = { necessary: true, functional: false, analytical: false };

/** A stored record, or null when there is none or it is not a record we wrote (then the visitor chooses again). */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.necessary !== true || typeof record.functional !== "boolean" || typeof record.analytical !== "boolean") {
    return null;
  }
  return { necessary: true, functional: record.functional, analytical: record.analytical };
}

/** localStorage can be missing or throw (privacy modes, storage disabled): then there is no stored choice. */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredConsent(): CookieConsent | null {
  try {
    return parseConsent(storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Stores exactly the three booleans. Returns false when the browser refused to store it. */
export function storeConsent(consent: CookieConsent): boolean {
  const record: CookieConsent = { necessary: true, functional: consent.functional, analytical: consent.analytical };
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}
