import { Calculator, Gift } from "lucide-react";
import { PRICING_CONTENT, pricingExample } from "../../../content/landing.ts";
import { PLANS } from "#shared/content/plans.ts";
import { PlanCard } from "./plan-card.tsx";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";
import { SignupSteps } from "./signup-steps.tsx";

const example = pricingExample();

/** #pricing: the three plans, the notice period and the four signup steps. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className={`bg-muted ${sectionClasses}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="pricing-heading" title={PRICING_CONTENT.heading} intro={PRICING_CONTENT.intro} />
        {/* On a phone the plans stack, so all three can be compared by scrolling down (a sideways row hid the most
            popular one at the edge); three columns from md. */}
        <div
          data-testid="plan-cards"
          className="mt-10 flex flex-col gap-8 pt-3 md:mt-14 md:grid md:grid-cols-3 md:gap-4 md:pt-0 lg:gap-8"
        >
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-4 text-center text-sm text-muted-foreground">{PRICING_CONTENT.featureHint}</p>
        {/* Stacked on a phone, like the plans above; side by side from md. */}
        <div
          role="group"
          aria-label={PRICING_CONTENT.exampleAndTrialLabel}
          className="mt-8 grid gap-4 md:mx-auto md:max-w-5xl md:grid-cols-2"
        >
          <p data-testid="pricing-example" className="flex gap-3 rounded-xl border border-border bg-card p-5">
            <Calculator aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block font-semibold">{example.label}</span>
              <span className="block">{example.text}</span>
              <span className="block text-sm text-muted-foreground">{example.calculation}</span>
            </span>
          </p>
          <p data-testid="pricing-trial" className="flex gap-3 rounded-xl border border-border bg-card p-5">
            <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              <span className="block font-semibold">{PRICING_CONTENT.trialHeading}</span>
              <span className="block text-sm text-pretty">{PRICING_CONTENT.trial}</span>
            </span>
          </p>
        </div>
        <p data-testid="plan-notice" className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
          {PRICING_CONTENT.note} {PRICING_CONTENT.vatNote}
        </p>
        <SignupSteps />
      </div>
    </section>
  );
}
