import { Check, Info } from "lucide-react";
import { SiteLink } from "../../../components/layout/site-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PRICING_CONTENT, planStartHref } from "../../../content/landing.ts";
import { includesLabel, PLAN_FEATURE_DESCRIPTIONS, type Plan } from "#shared/content/plans.ts";
import { cn } from "../../../lib/cn.ts";
import { formatDanishInteger } from "#shared/lib/format.ts";


/**
 * A feature by its spec name, which opens to its one-line Danish explanation: a native disclosure, so
 * a tap, a click or Enter on the keyboard opens it, before the app starts too.
 */
function PlanFeature({ name }: { name: string }) {
  const explanation = PLAN_FEATURE_DESCRIPTIONS[name];
  const label = (
    <>
      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span lang="en">{name}</span>
    </>
  );
  if (!explanation) return <span className="flex gap-2 py-1">{label}</span>;
  return (
    <details className="group/feature">
      <summary className="flex cursor-pointer list-none gap-2 rounded-md py-1 hover:text-accent [&::-webkit-details-marker]:hidden">
        {label}
        <Info
          aria-hidden="true"
          className="mt-0.5 ml-auto size-4 shrink-0 text-muted-foreground group-open/feature:text-accent"
        />
      </summary>
      <p className="mt-1 mb-2 ml-6 rounded-md bg-muted px-3 py-2 text-muted-foreground">{explanation}</p>
    </details>
  );
}

/** One plan: name, price per employee per month in DKK excl. VAT, features and 'Start i dag'. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}-heading`;
  const inherits = includesLabel(plan);
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8 md:p-5 lg:p-8",
        plan.popular ? "border-accent shadow-lg ring-2 ring-accent" : "border-border",
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-accent-foreground">
          {PRICING_CONTENT.popularBadge}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight" data-testid="plan-price">
          {formatDanishInteger(plan.pricePerEmployee)}
        </span>
        <span className="text-sm text-muted-foreground">{PRICING_CONTENT.priceUnit}</span>
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{PRICING_CONTENT.vatNote}</p>
      {inherits && <p className="mt-6 text-sm font-semibold">{inherits}</p>}
      <ul className={cn("mb-8 flex-1 space-y-1 text-sm", inherits ? "mt-2" : "mt-4")}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <PlanFeature name={feature} />
          </li>
        ))}
      </ul>
      <SiteLink
        href={planStartHref(plan.id)}
        data-primary-cta=""
        aria-label={`${PRICING_CONTENT.startButton}: ${plan.name}`}
        className={buttonClasses({ variant: plan.popular ? "accent" : "primary", size: "lg", className: "w-full" })}
      >
        {PRICING_CONTENT.startButton}
      </SiteLink>
    </article>
  );
}
