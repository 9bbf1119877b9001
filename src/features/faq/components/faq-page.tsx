import { ChevronDown } from "lucide-react";
import { SectionLink } from "../../../components/layout/section-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { FAQ_ENTRIES, FAQ_PAGE } from "#shared/content/faq.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";

/**
 * The questions are native <details>/<summary> disclosures: keyboard and screen-reader support come
 * from the browser, they work in the prerendered HTML without JavaScript, and they add no code.
 */
export function FaqPage() {
  useDocumentTitle(FAQ_PAGE.title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{FAQ_PAGE.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{FAQ_PAGE.intro}</p>
      </header>

      <div className="mt-12 space-y-4">
        {FAQ_ENTRIES.map((entry) => (
          <details
            key={entry.id}
            id={entry.id}
            data-testid="faq-entry"
            className="group rounded-xl border border-border bg-card shadow-sm open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-6 text-lg font-semibold text-foreground [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-3 px-6 pb-6 leading-relaxed text-muted-foreground">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>

      <div className="mt-12 text-center">
        <SectionLink sectionId="contact" className={buttonClasses({ variant: "primary", size: "lg" })}>
          {FAQ_PAGE.contactCta.label}
        </SectionLink>
      </div>
    </div>
  );
}
