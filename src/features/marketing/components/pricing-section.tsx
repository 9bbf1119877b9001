import { PRICING_CONTENT } from "../../../content/landing.ts";
import { PLANS } from "../../../content/plans.ts";
import { PlanCard } from "./plan-card.tsx";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";
import { SignupSteps } from "./signup-steps.tsx";

/** #pricing: the three plans, the notice period and the four signup steps. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className={`bg-muted ${sectionClasses}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="pricing-heading" title={PRICING_CONTENT.heading} intro={PRICING_CONTENT.intro} />
        <div className="mt-14 grid gap-8 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p data-testid="plan-notice" className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
          {PRICING_CONTENT.note} {PRICING_CONTENT.vatNote}
        </p>
        <SignupSteps />
      </div>
    </section>
  );
}
