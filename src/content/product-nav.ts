/**
 * Just what the header and the drawer show of each product: the names, one-line descriptions and icons
 * in the spec's order. The full catalogue (./products.ts) is several kB of page copy that only the
 * product pages need; this list keeps it out of every page's first load. tests/unit/product-nav.test.ts
 * checks that it matches the catalogue, so the two cannot drift apart.
 */
import type { ContentIconName } from "#shared/content/icons.ts";
import type { ProductSlug } from "#shared/content/products/types.ts";

export interface ProductNavEntry {
  slug: ProductSlug;
  name: string;
  navDescription: string;
  icon: ContentIconName;
}

export const PRODUCT_NAV: readonly ProductNavEntry[] = [
  { slug: "endpoint", name: "Endpoint-beskyttelse", navDescription: "Antivirus og EDR til pc'er og Mac'er", icon: "Laptop" },
  {
    slug: "cloud-app-protection",
    name: "Cloud-app-beskyttelse",
    navDescription: "Sikring af Microsoft 365 og Google Workspace",
    icon: "Cloud",
  },
  {
    slug: "email-protection",
    name: "E-mailbeskyttelse",
    navDescription: "Stop phishing, spam og skadelige vedhæftninger",
    icon: "Mail",
  },
  { slug: "data-protection", name: "Databeskyttelse", navDescription: "Find og beskyt følsomme data", icon: "FileLock" },
  {
    slug: "network-security",
    name: "Netværkssikkerhed",
    navDescription: "Sikker forbindelse fra kontor og hjemmearbejde",
    icon: "Network",
  },
  {
    slug: "awareness-training",
    name: "Awareness-træning",
    navDescription: "Gør medarbejderne til jeres stærkeste forsvar",
    icon: "GraduationCap",
  },
];

/** The same path as products.ts's productPath, without importing the catalogue. */
export function productNavPath(slug: ProductSlug): string {
  return `/platform/${slug}`;
}
