import { CORO_TERMS } from "#shared/content/legal/coro-terms.ts";
import { privacyDocument } from "#shared/content/legal/privacy.ts";
import { termsDocument } from "#shared/content/legal/terms.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { LegalDocumentPage } from "./legal-document-page.tsx";

// The reseller's documents show today's date as 'last updated' (SPEC section 2), so they are built at
// render time; LegalDateLine explains how that survives prerendering. No server calls on these pages.

export function TermsPage() {
  return <LegalDocumentPage document={termsDocument(siteIdentity, new Date())} />;
}

export function PrivacyPage() {
  return <LegalDocumentPage document={privacyDocument(siteIdentity, new Date())} />;
}

export function CoroTermsPage() {
  return <LegalDocumentPage document={CORO_TERMS} />;
}
