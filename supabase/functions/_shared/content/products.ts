/**
 * The product catalogue behind /platform, /platform/{slug} and the Platform dropdown, in the spec's order.
 * Each product's copy lives in its own file under ./products/.
 */
import { awarenessTrainingProduct } from "./products/awareness-training.ts";
import { cloudAppProtectionProduct } from "./products/cloud-app-protection.ts";
import { dataProtectionProduct } from "./products/data-protection.ts";
import { emailProtectionProduct } from "./products/email-protection.ts";
import { endpointProduct } from "./products/endpoint.ts";
import { networkSecurityProduct } from "./products/network-security.ts";
import type { Product, ProductSlug } from "./products/types.ts";

export type { Product, ProductFeature, ProductSlug, TitledText } from "./products/types.ts";

export const PRODUCTS: readonly Product[] = [
  endpointProduct,
  cloudAppProtectionProduct,
  emailProtectionProduct,
  dataProtectionProduct,
  networkSecurityProduct,
  awarenessTrainingProduct,
];

export const PRODUCT_SLUGS: readonly ProductSlug[] = PRODUCTS.map((product) => product.slug);

export function isProductSlug(value: unknown): value is ProductSlug {
  return typeof value === "string" && (PRODUCT_SLUGS as readonly string[]).includes(value);
}

/** The product for a route parameter, or undefined so the route can redirect to /404. */
export function findProduct(slug: string): Product | undefined {
  return PRODUCTS.find((product) => product.slug === slug);
}

export function productPath(slug: ProductSlug): string {
  return `/platform/${slug}`;
}
