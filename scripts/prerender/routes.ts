import { PRODUCT_SLUGS, productPath } from "#shared/content/products.ts";
import { BLOG_SEARCH_KEYS } from "../../src/features/blog/blog-search.ts";

/** Every public page that exists without data, in sitemap order. Posts are added from the database. */
export const STATIC_ROUTES: readonly string[] = [
  "/",
  "/platform",
  ...PRODUCT_SLUGS.map(productPath),
  "/blog",
  "/faq",
  "/terms",
  "/privacy",
  "/databehandleraftale",
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

/**
 * Pages whose content follows query parameters: the build renders them without any, so a visit with one of
 * these (a shared /blog?kategori=Backup) hides the prerendered markup and the app renders what the URL asks for.
 */
export const SEARCH_KEYS: Readonly<Record<string, readonly string[]>> = {
  "/blog": BLOG_SEARCH_KEYS,
};
