import { PRODUCT_SLUGS, productPath } from "#shared/content/products.ts";

/** Every public page that exists without data, in sitemap order. Posts are added from the database. */
export const STATIC_ROUTES: readonly string[] = [
  "/",
  "/platform",
  ...PRODUCT_SLUGS.map(productPath),
  "/blog",
  "/faq",
  "/terms",
  "/privacy",
  "/coro-terms",
];

/** Rendered too, but never listed in the sitemap. */
export const NOT_FOUND_ROUTE = "/404";

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** dist-relative file of a route: "/" → index.html, "/faq" → faq/index.html. */
export function routeFile(route: string): string {
  return route === "/" ? "index.html" : `${decodeURIComponent(route).replace(/^\//, "")}/index.html`;
}
