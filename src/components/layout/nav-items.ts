import { navigationItems, type NavItem, type NavSectionId } from "../../content/navigation.ts";
import { siteIdentity } from "../../lib/site-identity.ts";

interface NavPageItem {
  kind: "page";
  label: string;
  href: string;
}

export type HeaderItem = NavItem | NavPageItem;

/**
 * Section items that open a page instead: 'Artikler' goes to the full article list (/blog) rather than
 * the three-post teaser, so the menu reaches every article; the teaser is still one scroll away on /.
 */
const PAGE_INSTEAD_OF_SECTION: Partial<Record<NavSectionId, string>> = { blog: "/blog" };

/** The header's and the drawer's items, with the configured product name in 'Hvorfor …'. */
export const NAV_ITEMS: readonly HeaderItem[] = navigationItems(siteIdentity).map((item): HeaderItem => {
  if (item.kind !== "section") return item;
  const href = PAGE_INSTEAD_OF_SECTION[item.sectionId];
  return href ? { kind: "page", label: item.label, href } : item;
});
