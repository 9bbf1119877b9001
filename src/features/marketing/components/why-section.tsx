import { CarouselPosition } from "../../../components/ui/carousel-position.tsx";
import { Check } from "lucide-react";
import { whyContent } from "../../../content/landing.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { cn } from "../../../lib/cn.ts";
import { marketingIcon } from "../marketing-icons.ts";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";

const why = whyContent(siteIdentity);

/** How many questions a phone shows before "Vis alle"; the rest are in the HTML, shown on request. */
const WHY_QUESTIONS_ON_PHONE = 4;

/**
 * #why: the 19 qualifying questions as a compact checklist (two columns from md), then the four benefits.
 * On a phone only the first few show; a native <details> toggles the rest through CSS (`group-has`), so
 * it works before the app starts and every question stays in the page for search and screen readers.
 */
export function WhySection() {
  const hidden = why.questions.length - WHY_QUESTIONS_ON_PHONE;
  return (
    <section id="why" aria-labelledby="why-heading" className={sectionClasses}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-heading" title={why.heading} intro={why.questionsIntro} />
        <ol
          id="why-questions"
          data-testid="why-questions"
          className="mx-auto mt-10 grid max-w-5xl gap-x-10 md:grid-cols-2"
        >
          {why.questions.map((question, index) => (
            <li
              key={question}
              className={cn(
                "flex gap-3 border-b border-border py-3 text-pretty",
                // Hidden on a phone until "Vis alle" is open (index.css, .why-extra).
                index >= WHY_QUESTIONS_ON_PHONE && "why-extra",
              )}
            >
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-secondary text-accent"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              <span>{question}</span>
            </li>
          ))}
        </ol>
        <details data-testid="why-show-all" className="why-more group/more mx-auto mt-4 max-w-5xl md:hidden">
          <summary
            className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md py-2 font-semibold text-accent underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden"
          >
            <span className="group-open/more:hidden">{why.showAll(hidden)}</span>
            <span className="hidden group-open/more:inline">{why.showFewer}</span>
          </summary>
        </details>
        <h3 id="why-benefits-heading" className="mt-12 text-center text-2xl font-semibold sm:mt-14">{why.benefitsHeading}</h3>
        {/* On a phone the benefits swipe, the next one peeking in; a grid from sm. */}
        <ul
          data-testid="why-benefits"
          data-carousel="why-benefits"
          // A phone scrolls this row sideways and it holds no links: focusable, so keys can scroll it too.
          tabIndex={0}
          aria-labelledby="why-benefits-heading"
          className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 *:w-[85%] *:shrink-0 *:snap-center sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 sm:*:w-auto lg:grid-cols-4"
        >
          {why.benefits.map((benefit) => {
            const Icon = marketingIcon(benefit.icon);
            return (
              <li key={benefit.title} className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
                <div className="flex items-center gap-3 sm:block">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground sm:size-12">
                    <Icon aria-hidden="true" className="size-5 sm:size-6" />
                  </span>
                  <h4 className="text-lg font-semibold sm:mt-4">{benefit.title}</h4>
                </div>
                <p className="mt-2 text-muted-foreground">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
        <CarouselPosition id="why-benefits" count={why.benefits.length} className="sm:hidden" />
      </div>
    </section>
  );
}
