import type { AnchorHTMLAttributes } from "react";
import { useGoToSection } from "../lib/scroll-to-section.ts";

export interface HomeSectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The section's id on the home page, e.g. "contact". */
  sectionId: string;
}

/**
 * A link to a home-page section (/#contact, /#pricing). A plain click goes to / and scrolls there after
 * about 100 ms (src/lib/scroll-to-section.ts); other clicks (new tab, copy link) and a page without
 * JavaScript use the real href.
 */
export function HomeSectionLink({ sectionId, onClick, ...props }: HomeSectionLinkProps) {
  const goToSection = useGoToSection();
  return (
    <a
      href={`/#${sectionId}`}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || event.button !== 0 || modified) return;
        event.preventDefault();
        goToSection(sectionId);
      }}
      {...props}
    />
  );
}
