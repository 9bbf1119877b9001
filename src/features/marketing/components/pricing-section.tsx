import { PRICING_CONTENT, signupImageAlt } from "../../../content/landing.ts";
import { PLANS } from "../../../content/plans.ts";
import { PlanCard } from "./plan-card.tsx";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";

/**
 * The 4-step signup image, drawn as SVG from SIGNUP_STEPS (a unit test checks the titles): a wide
 * version, and a tall one for phones where the wide one's text would be too small to read.
 */
export const SIGNUP_IMAGES = {
  wide: { src: "/images/marketing/signup-steps.svg", width: 960, height: 260 },
  tall: { src: "/images/marketing/signup-steps-portrait.svg", width: 400, height: 520 },
} as const;

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
        <figure className="mt-14">
          <figcaption className="text-center text-2xl font-semibold">{PRICING_CONTENT.signupHeading}</figcaption>
          <picture>
            <source
              media="(max-width: 639px)"
              srcSet={SIGNUP_IMAGES.tall.src}
              width={SIGNUP_IMAGES.tall.width}
              height={SIGNUP_IMAGES.tall.height}
            />
            <img
              src={SIGNUP_IMAGES.wide.src}
              width={SIGNUP_IMAGES.wide.width}
              height={SIGNUP_IMAGES.wide.height}
              alt={signupImageAlt()}
              loading="lazy"
              decoding="async"
              className="mx-auto mt-6 h-auto w-full max-w-sm rounded-2xl shadow-sm sm:max-w-4xl"
            />
          </picture>
        </figure>
      </div>
    </section>
  );
}
