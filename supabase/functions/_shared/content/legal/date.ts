/** The version of the reseller's legal documents (SPEC section 9). */
export const LEGAL_VERSION = "1.0";
