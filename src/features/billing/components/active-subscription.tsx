import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { AlertTriangle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { findPlanByPriceId, monthlyTotal } from "#shared/content/plans.ts";
import { withDanishVat } from "#shared/facts/danish-vat.ts";
import { PAYMENT_SUSPEND_DAYS } from "#shared/facts/site-facts.ts";
import { danishMonths, RETENTION_MONTHS } from "#shared/content/retention.ts";
import { formatDanishDate, formatDanishInteger, formatDKK } from "#shared/lib/format.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import type { SubscriptionStatus } from "../api/billing-api.ts";
import { endDateOf, subscriptionState, type SubscriptionState } from "../subscription-state.ts";
import { PORTAL_TEXT } from "../strings.ts";
import { useProviderPortal } from "../use-provider-portal.ts";
import { BillingPanel } from "./billing-panel.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { SupportContact } from "./support-contact.tsx";

const mailto = (subject: string) => `mailto:${siteIdentity.supportEmail}?subject=${encodeURIComponent(subject)}`;
const cardClass = "rounded-lg border border-border bg-card p-6 shadow-sm";
const linkClass = "mt-1 inline-block font-medium text-primary underline";

type Portal = ReturnType<typeof useProviderPortal>;

function PastDueNotice({ portal, online }: { portal: Portal; online: boolean }) {
  const { pastDue } = PORTAL_TEXT;
  return (
    <section aria-labelledby="past-due" className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-950" data-testid="past-due">
      <h2 id="past-due" className="flex items-center gap-2 text-xl font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {pastDue.title}
      </h2>
      <p className="mt-2 text-sm">{pastDue.text}</p>
      <p className="mt-2 text-sm">{pastDue.consequence(PAYMENT_SUSPEND_DAYS)}</p>
      <Button className="mt-4" onClick={() => void portal.open()} disabled={!online || portal.opening}>
        {pastDue.action}
      </Button>
    </section>
  );
}

function Summary({ status, state, portal, online }: { status: SubscriptionStatus; state: SubscriptionState; portal: Portal; online: boolean }) {
  const plan = findPlanByPriceId(status.price_id);
  const ends = endDateOf(status);
  const date = ends ?? status.subscription_end;
  return (
    <section aria-labelledby="active-subscription" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="active-subscription" className="text-xl font-semibold">
          {PORTAL_TEXT.activeTitle}
        </h2>
        <StatusBadge state={state} />
      </div>
      {ends && (
        // The end date said once, with the way back beside it and whether anything is still charged (issue 36).
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="cancelled-banner">
          <p className="font-semibold" data-testid="cancelled-headline">
            {PORTAL_TEXT.statusCancelled} · {PORTAL_TEXT.cancelledHeadline(formatDanishDate(ends))}
          </p>
          <p className="mt-1" data-testid="charges-to-come">
            {status.subscription_end && Date.parse(status.subscription_end) < Date.parse(ends)
              ? PORTAL_TEXT.lastCharge(formatDanishDate(status.subscription_end))
              : PORTAL_TEXT.noMoreCharges}
          </p>
          <Button className="mt-3" onClick={() => void portal.open()} disabled={!online || portal.opening}>
            {PORTAL_TEXT.cancelledSteps.resume.action}
          </Button>
        </div>
      )}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="subscription-details">
        <dt className="font-medium">{PORTAL_TEXT.plan}</dt>
        <dd>{plan?.name ?? status.price_id}</dd>
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
        {date && !ends && (
          <>
            <dt className="font-medium">{PORTAL_TEXT.renews}</dt>
            <dd data-testid="subscription-date">{formatDanishDate(date)}</dd>
          </>
        )}
        {!ends && date && plan && status.quantity !== null && (
          <>
            <dt className="font-medium">{PORTAL_TEXT.nextCharge}</dt>
            <dd data-testid="next-charge">{PORTAL_TEXT.nextChargeText(formatDKK(withDanishVat(monthlyTotal(plan, status.quantity))), formatDanishDate(date))}</dd>
          </>
        )}
      </dl>
      {ends && <p className="mt-4 text-sm text-muted-foreground">{PORTAL_TEXT.cancelledNote}</p>}
      <Button variant={ends ? "outline" : "primary"} className="mt-6" onClick={() => void portal.open()} disabled={!online || portal.opening}>
        {PORTAL_TEXT.manage}
      </Button>
    </section>
  );
}

function NextSteps() {
  const { nextSteps } = PORTAL_TEXT;
  return (
    <section aria-labelledby="next-steps" className={cardClass}>
      <h2 id="next-steps" className="text-xl font-semibold">
        {PORTAL_TEXT.nextStepsTitle}
      </h2>
      <ol className="mt-4 space-y-4 text-sm">
        <li>
          <h3 className="font-semibold">1. {nextSteps.install.title}</h3>
          <p className="mt-1 text-muted-foreground">{nextSteps.install.text}</p>
          <a className={linkClass} href={mailto(nextSteps.install.subject)}>
            {nextSteps.install.link}
          </a>
        </li>
        <li>
          <h3 className="font-semibold">2. {nextSteps.onboarding.title}</h3>
          <p className="mt-1 text-muted-foreground">{nextSteps.onboarding.text}</p>
          <a className={linkClass} href={mailto(nextSteps.onboarding.subject)}>
            {nextSteps.onboarding.link}
          </a>
        </li>
        <SupportContact number={3} />
      </ol>
    </section>
  );
}

/** For a cancelled subscription: what happens until and after the end date, and how to take it back. */
function CancelledSteps() {
  const steps = PORTAL_TEXT.cancelledSteps;
  return (
    <section aria-labelledby="cancelled-steps" className={cardClass}>
      <h2 id="cancelled-steps" className="text-xl font-semibold">
        {steps.title}
      </h2>
      <ul className="mt-4 space-y-4 text-sm">
        <li>
          <h3 className="font-semibold">{steps.until.title}</h3>
          <p className="mt-1 text-muted-foreground">{steps.until.text}</p>
        </li>
        <li>
          <h3 className="font-semibold">{steps.after.title}</h3>
          <p className="mt-1 text-muted-foreground">{steps.after.text(danishMonths(RETENTION_MONTHS.customer))}</p>
          <Link to="/privacy" className={linkClass}>
            {steps.after.link}
          </Link>
        </li>
        <SupportContact />
      </ul>
    </section>
  );
}

/**
 * The subscribed customer's dashboard: on a wide screen the subscription (plan, employees, amount,
 * status badge, renewal or end date) and what to do next on the left, and billing (company and CVR,
 * card, invoices) with `aside` on the right; one column on a phone. A past-due payment comes first.
 */
export function ActiveSubscription({ status, online, userId, aside }: { status: SubscriptionStatus; online: boolean; userId: string; aside?: ReactNode }) {
  const portal = useProviderPortal();
  const state = subscriptionState(status);
  const ends = endDateOf(status);
  return (
    <div className="space-y-6">
      {state === "past_due" && <PastDueNotice portal={portal} online={online} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Summary status={status} state={state} portal={portal} online={online} />
          {ends ? <CancelledSteps /> : <NextSteps />}
        </div>
        <div className="space-y-6">
          <BillingPanel userId={userId} />
          {aside}
        </div>
      </div>
    </div>
  );
}
