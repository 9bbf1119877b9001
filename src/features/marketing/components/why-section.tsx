import { CircleHelp } from "lucide-react";
import { whyContent } from "../../../content/landing.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { marketingIcon } from "../marketing-icons.ts";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";

const why = whyContent(siteIdentity);

/** #why: the 19 qualifying questions, then the four benefits. */
export function WhySection() {
  return (
    <section id="why" aria-labelledby="why-heading" className={sectionClasses}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-heading" title={why.heading} intro={why.questionsIntro} />
        <ol data-testid="why-questions" className="mx-auto mt-12 grid max-w-5xl gap-x-8 gap-y-3 md:grid-cols-2">
          {why.questions.map((question) => (
            <li key={question} className="flex gap-3 rounded-lg bg-muted p-4">
              <CircleHelp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{question}</span>
            </li>
          ))}
        </ol>
        <h3 className="mt-16 text-center text-2xl font-semibold">{why.benefitsHeading}</h3>
        <ul data-testid="why-benefits" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {why.benefits.map((benefit) => {
            const Icon = marketingIcon(benefit.icon);
            return (
              <li key={benefit.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h4 className="mt-4 text-lg font-semibold">{benefit.title}</h4>
                <p className="mt-2 text-muted-foreground">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
