import type { AnchorHTMLAttributes, Ref } from "react";
import { useGoToSection } from "../../lib/scroll-to-section.ts";
import { isPlainClick } from "./site-link.tsx";

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The id of a home-page section, without '#'. */
  sectionId: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a home-page section (/#contact, /#pricing). A plain click scrolls there smoothly on /
 * (instantly with reduced motion), and from any other page opens / and scrolls after about 100 ms
 * (src/lib/scroll-to-section.ts). The href keeps it working without JavaScript and in a new tab.
 */
export function SectionLink({ sectionId, onClick, ...props }: SectionLinkProps) {
  const goToSection = useGoToSection();
  return (
    <a
      href={`/#${sectionId}`}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        goToSection(sectionId);
      }}
      {...props}
    />
  );
}
