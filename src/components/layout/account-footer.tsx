import { copyrightLine, footerContent } from "../../content/footer.ts";
import { siteIdentity } from "../../lib/site-identity.ts";
import { ContentLink } from "./content-link.tsx";

const footer = footerContent(siteIdentity);

/** The account pages' footer: one line with the legal documents and the support address. */
export function AccountFooter() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={footer.legalHeading}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footer.legalLinks.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href} className="underline-offset-4 hover:text-foreground hover:underline">
                  {link.label}
                </ContentLink>
              </li>
            ))}
            <li>
              <a href={`mailto:${siteIdentity.supportEmail}`} className="underline-offset-4 hover:text-foreground hover:underline">
                {siteIdentity.supportEmail}
              </a>
            </li>
          </ul>
        </nav>
        <p data-testid="copyright" suppressHydrationWarning>
          {copyrightLine(new Date().getFullYear(), siteIdentity)}
        </p>
      </div>
    </footer>
  );
}
