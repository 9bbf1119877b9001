import { Link } from "@tanstack/react-router";
import type { LegalLink as LegalLinkData } from "#shared/content/legal/types.ts";

const linkClasses = "font-medium text-accent underline underline-offset-2 hover:text-primary";

/** In-site targets (/terms, /privacy) navigate inside the app; others (datatilsynet.dk) are ordinary links. */
export function LegalLink({ link }: { link: LegalLinkData }) {
  if (link.href.startsWith("/")) {
    return (
      <Link to={link.href} className={linkClasses}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} rel="noopener noreferrer" className={linkClasses}>
      {link.label}
    </a>
  );
}
