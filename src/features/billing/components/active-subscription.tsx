import { useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { Button } from "../../../components/ui/button.tsx";
import { findPlanByPriceId, monthlyTotal } from "#shared/content/plans.ts";
import { formatDanishDate, formatDanishInteger, formatDKK } from "#shared/lib/format.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { createPortalSession, type SubscriptionStatus } from "../api/billing-api.ts";
import { openInNewWindow } from "../open-in-new-window.ts";
import { PORTAL_TEXT } from "../strings.ts";

/** The date the subscription ends, when it has been cancelled; null while it renews. */
function endDateOf(status: SubscriptionStatus): string | null {
  if (status.cancel_at) return status.cancel_at;
  return status.cancel_at_period_end ? status.subscription_end : null;
}

function statusLabel(status: SubscriptionStatus, ends: string | null): string {
  if (ends) return PORTAL_TEXT.statusCancelled;
  return status.status === "trialing" ? PORTAL_TEXT.statusTrialing : PORTAL_TEXT.statusActive;
}

const mailto = (subject: string) => `mailto:${siteIdentity.supportEmail}?subject=${encodeURIComponent(subject)}`;

/**
 * The subscribed view: plan, employees, the monthly amount (employees × the plan's price, excl. VAT),
 * status, the renewal or end date, the payment provider's portal, and what to do next.
 */
export function ActiveSubscription({ status, online }: { status: SubscriptionStatus; online: boolean }) {
  const [opening, setOpening] = useState(false);
  const plan = findPlanByPriceId(status.price_id);
  const ends = endDateOf(status);
  const openPortal = async () => {
    setOpening(true);
    try {
      await openInNewWindow(createPortalSession);
    } catch (error) {
      toast.error(PORTAL_TEXT.error, { description: error instanceof Error ? error.message : "Kunne ikke åbne kunde portal" });
    } finally {
      setOpening(false);
    }
  };
  const { nextSteps } = PORTAL_TEXT;
  return (
    <div className="space-y-6">
      <section aria-labelledby="active-subscription" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="active-subscription" className="text-xl font-semibold">
          {PORTAL_TEXT.activeTitle}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="subscription-details">
          <dt className="font-medium">{PORTAL_TEXT.plan}</dt>
          <dd>{plan?.name ?? status.price_id}</dd>
          <dt className="font-medium">{PORTAL_TEXT.status}</dt>
          <dd>{statusLabel(status, ends)}</dd>
          <dt className="font-medium">{PORTAL_TEXT.employees}</dt>
          <dd>{status.quantity === null ? "–" : formatDanishInteger(status.quantity)}</dd>
          {plan && status.quantity !== null && (
            <>
              <dt className="font-medium">{PORTAL_TEXT.monthly}</dt>
              <dd>
                <span className="font-semibold">{formatDKK(monthlyTotal(plan, status.quantity))}</span>{" "}
                <span className="text-muted-foreground">
                  ({PORTAL_TEXT.monthlyNote(formatDanishInteger(status.quantity), formatDKK(plan.pricePerEmployee))})
                </span>
              </dd>
            </>
          )}
          {(ends ?? status.subscription_end) && (
            <>
              <dt className="font-medium">{ends ? PORTAL_TEXT.endsOn : PORTAL_TEXT.renews}</dt>
              <dd data-testid="subscription-date">{formatDanishDate((ends ?? status.subscription_end)!)}</dd>
            </>
          )}
        </dl>
        {ends && <p className="mt-4 text-sm">{PORTAL_TEXT.cancelledNote(formatDanishDate(ends))}</p>}
        <Button className="mt-6" onClick={() => void openPortal()} disabled={!online || opening}>
          {PORTAL_TEXT.manage}
        </Button>
      </section>
      <section aria-labelledby="next-steps" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="next-steps" className="text-xl font-semibold">
          {PORTAL_TEXT.nextStepsTitle}
        </h2>
        <ol className="mt-4 space-y-4 text-sm">
          <li>
            <h3 className="font-semibold">1. {nextSteps.install.title}</h3>
            <p className="mt-1 text-muted-foreground">{nextSteps.install.text}</p>
            <a className="mt-1 inline-block font-medium text-primary underline" href={mailto(nextSteps.install.subject)}>
              {nextSteps.install.link}
            </a>
          </li>
          <li>
            <h3 className="font-semibold">2. {nextSteps.onboarding.title}</h3>
            <p className="mt-1 text-muted-foreground">{nextSteps.onboarding.text}</p>
            <a className="mt-1 inline-block font-medium text-primary underline" href={mailto(nextSteps.onboarding.subject)}>
              {nextSteps.onboarding.link}
            </a>
          </li>
          <li>
            <h3 className="font-semibold">3. {nextSteps.support.title}</h3>
            <p className="mt-1 text-muted-foreground">{nextSteps.support.text}</p>
            <a className="mt-1 inline-block font-medium text-primary underline" href={`mailto:${siteIdentity.supportEmail}`}>
              {siteIdentity.supportEmail}
            </a>
          </li>
        </ol>
      </section>
    </div>
  );
}
