/** Copy of the footer of every page. */
import { INCIDENT_HOURS } from "#shared/content/support.ts";
import type { LinkText } from "./platform.ts";
import { formatAddress, formatCvr, type SiteIdentity } from "#shared/content/site.ts";

export interface SocialLink {
  network: "linkedin" | "facebook";
  label: string;
  href: string;
}

/** The default reseller's profiles; a deployment with other profiles passes its own to footerContent. */
const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/nordvagt-it-sikkerhed" },
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/nordvagt.it" },
];

export function footerContent(
  identity: SiteIdentity,
  socialLinks: readonly SocialLink[] = DEFAULT_SOCIAL_LINKS,
) {
  return {
    description: `${identity.productName} leveres af ${identity.resellerName}: samlet IT-sikkerhed til danske virksomheder med 1 til 30 medarbejdere.`,
    quickLinksHeading: "Genveje",
    quickLinks: [
      { label: "Om os", href: "#about" },
      { label: "Ydelser", href: "#services" },
      { label: `Hvorfor ${identity.productName}`, href: "#why" },
      { label: "FAQ", href: "/faq" },
    ] satisfies LinkText[],
    legalHeading: "Juridisk",
    legalLinks: [
      { label: "Vilkår og betingelser", href: "/terms" },
      { label: "Platformens vilkår (Coro)", href: "/coro-terms" },
      { label: "Privatlivspolitik", href: "/privacy" },
      { label: "Databehandleraftale", href: "/databehandleraftale" },
    ] satisfies LinkText[],
    cookieSettings: "Cookieindstillinger",
    contactHeading: "Kontakt",
    contactLines: [identity.resellerName, formatAddress(identity.address), formatCvr(identity.cvr), identity.supportEmail],
    // The terms (section 8): critical security incidents that threaten the customer's operations are handled
    // around the clock, every day of the week; the line says so in the same words.
    incidentLabel: "Akut sikkerhedshændelse:",
    incidentPhone: identity.incidentPhone,
    incidentHours: INCIDENT_HOURS,
    socialHeading: "Følg os",
    socialLinks,
  };
}

/** "© 2026 Nordvagt IT-Sikkerhed ApS. Alle rettigheder forbeholdes." with the year passed in (the current year). */
export function copyrightLine(year: number, identity: Pick<SiteIdentity, "resellerName">): string {
  return `© ${year} ${identity.resellerName}. Alle rettigheder forbeholdes.`;
}
