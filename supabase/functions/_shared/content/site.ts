/**
 * Who the site speaks for. The spec never names the product or the reseller, so every text that mentions
 * them is a function of this identity instead of a hard-coded string. The app builds it from
 * VITE_PRODUCT_NAME / VITE_RESELLER_NAME (see `.env.example`); the remaining fields keep these defaults
 * until a deployment needs its own.
 *
 * Plain data only: no browser or Node API, so Deno functions can import it too.
 */

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface SiteIdentity {
  /** The subscription's brand, e.g. in 'Hvorfor Skjold?' and the chat's 'Skjold Support'. */
  productName: string;
  /** The legal entity that sells the subscription and is data controller. */
  resellerName: string;
  supportEmail: string;
  /**
   * The incident line: the phone number a customer (or anyone) calls when an attack is in progress. The terms
   * promise critical incidents are handled around the clock, so it is shown in the footer, the portal's support
   * step and the chat's emergency answer. Written as a Dane reads it ("+45 70 20 30 40").
   */
  incidentPhone: string;
  /** Danish company registration number (CVR), 8 digits. */
  cvr: string;
  address: PostalAddress;
}

/** The platform provider whose own terms are published in English at /coro-terms. */
export const PLATFORM_PROVIDER_NAME = "Coro";

export const DEFAULT_SITE_IDENTITY: SiteIdentity = {
  productName: "Skjold",
  resellerName: "Nordvagt IT-Sikkerhed ApS",
  supportEmail: "kontakt@nordvagt.dk",
  incidentPhone: "+45 70 20 30 40",
  cvr: "43918265",
  address: {
    street: "Store Kongensgade 40",
    postalCode: "1264",
    city: "København K",
    country: "Danmark",
  },
};

/** Fills in defaults for whatever the deployment does not configure; blank values count as missing. */
export function createSiteIdentity(overrides: Partial<SiteIdentity> = {}): SiteIdentity {
  const pick = (value: string | undefined, fallback: string): string => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : fallback;
  };
  return {
    productName: pick(overrides.productName, DEFAULT_SITE_IDENTITY.productName),
    resellerName: pick(overrides.resellerName, DEFAULT_SITE_IDENTITY.resellerName),
    supportEmail: pick(overrides.supportEmail, DEFAULT_SITE_IDENTITY.supportEmail),
    incidentPhone: pick(overrides.incidentPhone, DEFAULT_SITE_IDENTITY.incidentPhone),
    cvr: pick(overrides.cvr, DEFAULT_SITE_IDENTITY.cvr),
    address: overrides.address ?? DEFAULT_SITE_IDENTITY.address,
  };
}

/** Non-breaking spaces: "1264 København K" is one unit and must not wrap after "København". */
const keepTogether = (text: string) => text.replace(/ /g, "\u00a0");

/** One line, Danish convention: "Store Kongensgade 40, 1264 København K"; postal code and city never split. */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${keepTogether(`${address.postalCode} ${address.city}`)}`;
}

/** "CVR-nr. 43918265", the form Danish law expects on invoices and legal pages. */
export function formatCvr(cvr: string): string {
  return `CVR-nr. ${cvr}`;
}

/** A phone number as a `tel:` link target: digits and a leading +, nothing else ("tel:+4570203040"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
