import type { ContentIconName } from "../icons.ts";
import type { PlanId } from "../plans.ts";

export type ProductSlug =
  | "endpoint"
  | "cloud-app-protection"
  | "email-protection"
  | "data-protection"
  | "network-security"
  | "awareness-training";

export interface ProductFeature {
  title: string;
  description: string;
  icon: ContentIconName;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface Product {
  slug: ProductSlug;
  name: string;
  /** One line under the name in the Platform dropdown and the mobile drawer. */
  navDescription: string;
  icon: ContentIconName;
  tagline: string;
  /** The lead paragraph, also used on the /platform card. */
  description: string;
  /** For the page's meta description and Open Graph text; at most 160 characters. */
  metaDescription: string;
  /** The cheapest plan that contains this protection. */
  availableFrom: PlanId;
  detailedDescription: readonly string[];
  features: readonly ProductFeature[];
  benefits: readonly TitledText[];
  useCases: readonly TitledText[];
}
