import type { AnchorHTMLAttributes, Ref } from "react";
import { SectionLink } from "./section-link.tsx";
import { SiteLink } from "./site-link.tsx";

/** "#about" → "about"; null for anything that is not a home-page anchor. */
export function sectionIdOf(href: string): string | null {
  return /^#[\w-]+$/.test(href) ? href.slice(1) : null;
}

export interface ContentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** As written in src/content: "#contact" for a home-page section, "/faq" for a page. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link whose target comes from the content files: section anchors scroll, paths navigate. */
export function ContentLink({ href, ...props }: ContentLinkProps) {
  const sectionId = sectionIdOf(href);
  return sectionId ? <SectionLink sectionId={sectionId} {...props} /> : <SiteLink href={href} {...props} />;
}
