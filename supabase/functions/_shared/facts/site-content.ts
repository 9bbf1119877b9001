// The site's public texts the chat answers from (the product pages, the legal pages, the identity).
export { PRODUCTS, productPath } from "../content/products.ts";
export { formatAddress, formatCvr, PLATFORM_PROVIDER_NAME, type SiteIdentity, telHref } from "../content/site.ts";
export { termsDocument } from "../content/legal/terms.ts";
export { privacyDocument } from "../content/legal/privacy.ts";
export { CORO_TERMS } from "../content/legal/coro-terms.ts";
export { DATA_PROCESSING_PATH, dataProcessingDocument } from "../content/legal/data-processing.ts";
export type { LegalDocument } from "../content/legal/types.ts";
