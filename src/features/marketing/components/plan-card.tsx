import { Check } from "lucide-react";
import { SiteLink } from "../../../components/layout/site-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PRICING_CONTENT, planStartHref } from "../../../content/landing.ts";
import { includesLabel, type Plan } from "../../../content/plans.ts";
import { cn } from "../../../lib/cn.ts";
import { formatDanishInteger } from "../../../lib/format.ts";


/** One plan: name, price per employee per month in DKK excl. VAT, features and 'Start i dag'. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}-heading`;
  const inherits = includesLabel(plan);
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        plan.popular ? "border-accent ring-2 ring-accent" : "border-border",
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
      <ul className={cn("space-y-2 text-sm", inherits ? "mt-2" : "mt-6")}>
        {plan.features.map((feature) => (
          <li key={feature} lang="en" className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
      <SiteLink
        href={planStartHref(plan.id)}
        aria-label={`${PRICING_CONTENT.startButton}: ${plan.name}`}
        className={buttonClasses({ variant: plan.popular ? "accent" : "primary", size: "lg", className: "mt-8 w-full" })}
      >
        {PRICING_CONTENT.startButton}
      </SiteLink>
    </article>
  );
}
