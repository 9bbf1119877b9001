import { LEGAL_PAGE_LABELS } from "#shared/content/legal/labels.ts";
import type { LegalDocument, LegalSection } from "#shared/content/legal/types.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { LegalDateLine } from "./legal-date-line.tsx";
import { LegalLink } from "./legal-link.tsx";

/**
 * One legal document: title, date line, intro, related documents, a table of contents and the
 * numbered sections with stable ids (/terms#cancellation). The container carries the document's
 * language, so the English provider terms are read out in English on a Danish site.
 */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  useDocumentTitle(document.title);
  const labels = LEGAL_PAGE_LABELS[document.lang];
  return (
    // break-words: Danish compounds such as "databeskyttelsesforordningens" (about 290 px at 18 px) are wider than
    // a 320 px phone's column; they break at the edge instead of widening the page.
    <article lang={document.lang} className="mx-auto max-w-3xl px-4 py-12 break-words hyphens-auto sm:px-6 lg:py-16">
      <header>
        {/* "Databehandleraftale" is one 19-letter word: at a fixed 36 px it was 400 px wide and pushed a 320–390 px
            phone's page sideways (the cookie banner's buttons with it). The size follows the width down to 24 px,
            where it fits at 320 px, and a longer title still breaks rather than overflows. */}
        <h1 className="text-[clamp(1.5rem,7.5vw,2.25rem)] leading-tight font-bold tracking-tight break-words hyphens-auto text-foreground">
          {document.title}
        </h1>
        <LegalDateLine document={document} />
        {document.intro && <p className="mt-6 text-lg leading-relaxed text-foreground">{document.intro}</p>}
        {document.links && document.links.length > 0 && (
          <nav aria-label={labels.related} className="mt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {document.links.map((link) => (
                <li key={link.href}>
                  <LegalLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      <nav aria-labelledby="legal-contents-heading" className="mt-10 rounded-xl border border-border bg-muted p-6">
        <h2 id="legal-contents-heading" className="text-lg font-semibold text-foreground">
          {labels.contents}
        </h2>
        <ol className="mt-3 space-y-1.5">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-accent underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
    </article>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section
      aria-labelledby={section.id}
      data-testid="legal-section"
      className="mt-10 space-y-4 leading-relaxed text-foreground"
    >
      {/* scroll-mt keeps a jumped-to heading clear of the top edge. */}
      <h2 id={section.id} className="scroll-mt-6 text-2xl font-semibold tracking-tight">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul className="list-disc space-y-1.5 pl-6">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.links && section.links.length > 0 && (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {section.links.map((link) => (
            <li key={link.href}>
              <LegalLink link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
