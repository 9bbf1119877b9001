import type { AnchorHTMLAttributes, Ref } from "react";
import { useNavigate } from "@tanstack/react-router";
import { scrollToSectionLater, useGoToSection } from "../../lib/scroll-to-section.ts";
import { isPlainClick } from "./site-link.tsx";

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The id of a home-page section, without '#'. */
  sectionId: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a home-page section. On / it scrolls there smoothly (instantly with reduced motion);
 * elsewhere it opens / and scrolls after about 100 ms (src/lib/scroll-to-section.ts). The href
 * `/#id` keeps it working without JavaScript and in a new tab.
 *
 * On / the scroll goes through scrollToSectionLater (without its delay) rather than a one-off jump:
 * the click itself starts the testimonials and the blog teaser loading, and the page must keep
 * following the target while they grow above it.
 */
export function SectionLink({ sectionId, onClick, ...props }: SectionLinkProps) {
  const goToSection = useGoToSection();
  const navigate = useNavigate();
  return (
    <a
      href={`/#${sectionId}`}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (window.location.pathname !== "/") {
          goToSection(sectionId);
          return;
        }
        void navigate({ to: "/", hash: sectionId, hashScrollIntoView: false, resetScroll: false });
        scrollToSectionLater(sectionId, { delayMs: 0 });
      }}
      {...props}
    />
  );
}
