/**
 * Labels and targets of the top navigation and the mobile drawer (SPEC section 2). Section targets are
 * anchors on the home page; from any other page the header first goes to / and scrolls after ~100 ms.
 */
import { PRODUCT_NAV, productNavPath } from "./product-nav.ts";
import type { SiteIdentity } from "#shared/content/site.ts";

export type NavSectionId = "about" | "pricing" | "why" | "blog" | "contact";

export interface NavSectionItem {
  kind: "section";
  label: string;
  sectionId: NavSectionId;
}

export interface NavProductEntry {
  label: string;
  description: string;
  href: string;
}

export interface NavPlatformMenu {
  kind: "platform";
  label: string;
  allProducts: NavProductEntry;
  products: NavProductEntry[];
}

export type NavItem = NavSectionItem | NavPlatformMenu;

export function navigationItems(identity: Pick<SiteIdentity, "productName">): NavItem[] {
  return [
    { kind: "section", label: "Om os", sectionId: "about" },
    {
      kind: "platform",
      label: "Platform",
      allProducts: { label: "Alle produkter", description: "Overblik over hele platformen", href: "/platform" },
      products: PRODUCT_NAV.map((product) => ({
        label: product.name,
        description: product.navDescription,
        href: productNavPath(product.slug),
      })),
    },
    { kind: "section", label: "Priser", sectionId: "pricing" },
    { kind: "section", label: `Hvorfor ${identity.productName}`, sectionId: "why" },
    { kind: "section", label: "Artikler", sectionId: "blog" },
    { kind: "section", label: "Kontakt", sectionId: "contact" },
  ];
}

export const NAVIGATION_TEXT = {
  signIn: "Sign In",
  signOut: "Sign Out",
  portal: "Portal",
  openMenu: "Åbn menu",
  closeMenu: "Luk menu",
  mainNavigationLabel: "Hovedmenu",
  skipToContent: "Gå til indhold",
} as const;
