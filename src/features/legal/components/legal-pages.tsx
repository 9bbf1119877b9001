import { CORO_TERMS } from "#shared/content/legal/coro-terms.ts";
import { dataProcessingDocument } from "#shared/content/legal/data-processing.ts";
import { privacyDocument } from "#shared/content/legal/privacy.ts";
import { termsDocument } from "#shared/content/legal/terms.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { LegalDocumentPage } from "./legal-document-page.tsx";

// The reseller's documents show today's date as 'last updated' (docs/product-rules.md#faq-legal-pages-and-404), so they are built at
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

export function DataProcessingPage() {
  return <LegalDocumentPage document={dataProcessingDocument(siteIdentity, new Date())} />;
}
