// The site's public texts the chat answers from (the product pages, the legal pages, the identity).
export { PRODUCTS, productPath } from "../../../../src/content/products.ts";
export type { Product } from "../../../../src/content/products.ts";
export { formatAddress, formatCvr, PLATFORM_PROVIDER_NAME, type SiteIdentity } from "../../../../src/content/site.ts";
export { termsDocument } from "../../../../src/content/legal/terms.ts";
export { privacyDocument } from "../../../../src/content/legal/privacy.ts";
export { CORO_TERMS } from "../../../../src/content/legal/coro-terms.ts";
export type { LegalDocument } from "../../../../src/content/legal/types.ts";
