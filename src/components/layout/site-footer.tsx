import { Link } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { copyrightLine, footerContent, type SocialLink } from "../../content/footer.ts";
import { openCookieSettings } from "../../features/consent/open-settings.ts";
import { telHref } from "#shared/content/site.ts";
import { siteIdentity } from "../../lib/site-identity.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ContentLink } from "./content-link.tsx";

const footer = footerContent(siteIdentity);

const footerLink = "rounded-sm text-primary-foreground/85 underline-offset-4 hover:text-primary-foreground hover:underline focus-visible:outline-teal-300";

/** Brand marks drawn inline (lucide dropped brand icons); 24×24, currentColor. */
const SOCIAL_ICON_PATHS: Record<SocialLink["network"], string> = {
  linkedin:
    "M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.36V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z",
  facebook:
    "M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07Z",
};

export function SiteFooter() {
  // The footer is prerendered at build time; from New Year until the next build the visitor's year
  // differs from the HTML's. Keep the built year through hydration, then render the visitor's
  // (same pattern as the legal pages' date line).
  const hydrated = useHydrated();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary text-primary-foreground">
      {/* On a phone the two link lists sit side by side; the brand and the address take the full width. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:gap-y-10 sm:px-6 sm:py-12 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 sm:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-lg font-bold focus-visible:outline-teal-300">
            <ShieldCheck aria-hidden="true" className="size-7 text-teal-300" />
            {siteIdentity.productName}
          </Link>
          <p className="mt-3 text-sm text-primary-foreground/85">{footer.description}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide uppercase">
            {footer.quickLinksHeading}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.quickLinks.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href} className={footerLink}>
                  {link.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal-links">
          <h2 id="footer-legal-links" className="text-sm font-semibold tracking-wide uppercase">
            {footer.legalHeading}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.legalLinks.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href} className={footerLink}>
                  {link.label}
                </ContentLink>
              </li>
            ))}
            <li>
              {/* Reopens the cookie banner's custom view; focus returns here when it closes. */}
              <button type="button" onClick={openCookieSettings} className={`text-left ${footerLink}`}>
                {footer.cookieSettings}
              </button>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide uppercase">{footer.contactHeading}</h2>
          <address className="mt-3 space-y-1 text-sm text-primary-foreground/85 not-italic">
            {footer.contactLines.map((line) =>
              line === siteIdentity.supportEmail ? (
                <a key={line} href={`mailto:${line}`} className={`block ${footerLink}`}>
                  {line}
                </a>
              ) : (
                <p key={line}>{line}</p>
              ),
            )}
            <p data-testid="incident-line">
              {footer.incidentLabel}{" "}
              <a href={telHref(footer.incidentPhone)} className={`whitespace-nowrap font-semibold ${footerLink}`}>
                {footer.incidentPhone}
              </a>{" "}
              ({footer.incidentHours})
            </p>
          </address>
          <h2 className="mt-6 text-sm font-semibold tracking-wide uppercase">{footer.socialHeading}</h2>
          <ul className="mt-3 flex gap-2">
            {footer.socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (åbner i et nyt vindue)`}
                  className="inline-flex size-11 items-center justify-center rounded-md text-primary-foreground/85 hover:bg-white/10 hover:text-primary-foreground focus-visible:outline-teal-300"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                    <path d={SOCIAL_ICON_PATHS[social.network]} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p key={hydrated ? "client" : "prerendered"} suppressHydrationWarning data-testid="copyright" className="mx-auto max-w-7xl px-4 py-6 text-sm text-primary-foreground/85 sm:px-6 lg:px-8">
          {copyrightLine(year, siteIdentity)}
        </p>
      </div>
    </footer>
  );
}
