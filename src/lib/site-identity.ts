import { createSiteIdentity, type SiteIdentity } from "#shared/content/site.ts";
import { env } from "./env.ts";

/** The configured product and reseller names over the content defaults, for texts built from SiteIdentity. */
export const siteIdentity: SiteIdentity = createSiteIdentity({
  productName: env.productName,
  resellerName: env.resellerName,
});
