/** The version of the reseller's legal documents (docs/product-rules.md#commercial-terms). */
export const LEGAL_VERSION = "1.0";
