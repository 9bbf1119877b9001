/**
 * Copy of the cookie banner and its categories. The privacy policy's cookie section is built from the
 * same category texts, so the banner and the policy can never describe different things.
 */

/** The browser-storage key of the consent record (docs/product-rules.md#cookie-consent). */
export const COOKIE_CONSENT_STORAGE_KEY = "cookieConsent";

export type CookieCategoryId = "necessary" | "functional" | "analytical";

export interface CookieCategory {
  id: CookieCategoryId;
  label: string;
  description: string;
  /** The necessary category cannot be switched off (docs/product-rules.md#cookie-consent). */
  locked: boolean;
}

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    id: "necessary",
    label: "Nødvendige",
    description:
      "Får siden til at virke: login, sikkerhed og dit valg af cookies. De kan ikke slås fra.",
    locked: true,
  },
  {
    id: "functional",
    label: "Funktionelle",
    description: "Husker dine valg og indstillinger, så siden fungerer bedre, næste gang du kommer.",
    locked: false,
  },
  {
    id: "analytical",
    label: "Analytiske",
    description:
      "Giver os anonym statistik om, hvordan siden bruges (Google Analytics), så vi kan forbedre den.",
    locked: false,
  },
];

export const COOKIE_BANNER = {
  title: "Vi bruger cookies",
  text: "Vi bruger nødvendige cookies for at få siden til at virke. Med dit samtykke bruger vi også funktionelle og analytiske cookies. Du kan altid ændre dit valg via »Cookieindstillinger« nederst på siden.",
  acceptAll: "Accepter alle",
  customize: "Tilpas",
  save: "Gem valg",
  necessaryOnly: "Kun nødvendige",
  close: "Luk og brug kun nødvendige cookies",
  privacyLink: { label: "Læs mere i vores privatlivspolitik", href: "/privacy" },
} as const;
