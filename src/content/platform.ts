/**
 * Fixed copy of /platform and of the sections around a product on /platform/{slug}. The products
 * themselves are in products.ts.
 */
import type { SiteIdentity } from "#shared/content/site.ts";
import { TRIAL_DAYS } from "#shared/content/plans.ts";

export interface LinkText {
  label: string;
  href: string;
}

export const PLATFORM_PAGE = {
  title: "Vores Platform",
  intro:
    "Seks lag af beskyttelse i én samlet platform: computere, e-mail, cloud-apps, data, netværk og medarbejdere – styret fra ét dashboard og tilpasset virksomheder med 1 til 30 medarbejdere.",
  metaDescription:
    "Se hele platformen: endpoint-beskyttelse, e-mail- og cloud-app-beskyttelse, databeskyttelse, netværkssikkerhed og awareness-træning.",
  dashboardImageAlt:
    "Platformens dashboard med overblik over beskyttede enheder, brugere og åbne sikkerhedshændelser",
  readMore: "Læs mere",
  allProductsLabel: "Alle produkter",
  allProductsDescription: "Overblik over hele platformen",
  cta: {
    heading: "Klar til at komme i gang?",
    text: "Tal med os om jeres behov, eller se priserne og start i dag. Onboarding tager under en time.",
    // The pages send both buttons to the home page and scroll there after about 100 ms (SPEC section 2).
    contact: { label: "Kontakt os", href: "/#contact" } satisfies LinkText,
    pricing: { label: "Se priser", href: "/#pricing" } satisfies LinkText,
  },
} as const;

export const PRODUCT_PAGE = {
  featuresHeading: "Nøglefunktioner",
  benefitsHeading: "Fordele for jeres virksomhed",
  useCasesHeading: "Sådan bruges det",
  backToPlatform: "Tilbage til platformen",
  availableFromLabel: (planName: string) => `Indgår fra planen ${planName}`,
  facts: {
    heading: "Kort fortalt",
    priceLabel: "Pris",
    price: (pricePerEmployee: number) => `Fra ${pricePerEmployee} kr. pr. medarbejder pr. måned ekskl. moms`,
    plansLabel: "Indgår i",
    setupLabel: "Opsætning",
    setup: "Under en time, med hjælp på dansk",
    featuresLabel: "Funktioner",
  },
  cta: {
    heading: "Se beskyttelsen i praksis",
    // Every button goes to the home page's contact section (SPEC section 2).
    bookDemo: { label: "Book en Demo", href: "/#contact" } satisfies LinkText,
    startTrial: { label: "Start gratis prøveperiode", href: "/#contact" } satisfies LinkText,
    contactSales: { label: "Kontakt salg", href: "/#contact" } satisfies LinkText,
  },
} as const;

export function productPageCtaText(identity: Pick<SiteIdentity, "productName">): string {
  return `Book en uforpligtende gennemgang, så viser vi, hvordan ${identity.productName} beskytter netop jeres virksomhed – eller aftal en gratis prøveperiode på ${TRIAL_DAYS} dage.`;
}

/** The browser title of a product page, e.g. "Endpoint-beskyttelse | Skjold". */
export function productPageTitle(productName: string, identity: Pick<SiteIdentity, "productName">): string {
  return `${productName} | ${identity.productName}`;
}
