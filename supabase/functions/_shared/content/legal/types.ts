/** The shape of every legal page (/terms, /coro-terms, /privacy); the pages render it generically. */

export interface LegalLink {
  label: string;
  href: string;
}

export interface LegalSection {
  /** Stable anchor for deep links, e.g. /terms#cancellation. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** A bullet list shown after the paragraphs. */
  list?: readonly string[];
  /** Related pages, shown after the section's text. */
  links?: readonly LegalLink[];
}

interface LegalDocumentBase {
  title: string;
  lang: "da" | "en";
  /** For the page's meta description; at most 160 characters. */
  metaDescription: string;
  intro?: string;
  sections: readonly LegalSection[];
  /** Related documents, shown at the top or bottom of the page. */
  links?: readonly LegalLink[];
}

/** The reseller's own documents: a version and the date they were last updated. */
export interface VersionedLegalDocument extends LegalDocumentBase {
  version: string;
  /** Already formatted, e.g. "22. november 2026". */
  lastUpdated: string;
}

/** A third party's document, dated by its own revision. */
export interface RevisedLegalDocument extends LegalDocumentBase {
  /** Already formatted, e.g. "March 2023". */
  lastRevised: string;
}

export type LegalDocument = VersionedLegalDocument | RevisedLegalDocument;

/** The date line under the title: "Sidst opdateret: 22. november 2026 · Version 1.0" or "Last revised: March 2023". */
export function legalDateLine(document: LegalDocument): string {
  if ("lastRevised" in document) return `Last revised: ${document.lastRevised}`;
  return `Sidst opdateret: ${document.lastUpdated} · Version ${document.version}`;
}
