import { createSiteIdentity } from "#shared/content/site.ts";
import { env } from "../../lib/env.ts";

/** The site identity as configured for this build (product and reseller names from the environment). */
export const siteIdentity = createSiteIdentity({ productName: env.productName, resellerName: env.resellerName });

/** An absolute URL on this site for a path ("/faq") or an already absolute URL. */
export function siteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${env.siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** "<page> | <product>", the tab title format of every page but the home page. */
export function pageTitle(title: string): string {
  return `${title} | ${siteIdentity.productName}`;
}

/** The link-preview image of pages without their own: the app icon (local, 512 px). */
export const DEFAULT_SHARE_IMAGE = "/icons/icon-512.png";

/** Paths are compared without a trailing slash; "/" stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
