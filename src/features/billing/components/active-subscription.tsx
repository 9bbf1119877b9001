import { useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { Button } from "../../../components/ui/button.tsx";
import { findPlanByPriceId } from "#shared/content/plans.ts";
import { formatDanishDate, formatDanishInteger } from "#shared/lib/format.ts";
import { createPortalSession, type SubscriptionStatus } from "../api/billing-api.ts";
import { openInNewWindow } from "../open-in-new-window.ts";
import { PORTAL_TEXT } from "../strings.ts";

/** The subscribed view: plan, employees, renewal date (da-DK long) and the provider's portal. */
export function ActiveSubscription({ status, online }: { status: SubscriptionStatus; online: boolean }) {
  const [opening, setOpening] = useState(false);
  const plan = findPlanByPriceId(status.price_id);
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
  return (
    <section aria-labelledby="active-subscription" className="rounded-lg border border-border bg-card p-6 shadow-sm">
      <h2 id="active-subscription" className="text-xl font-semibold">
        {PORTAL_TEXT.activeTitle}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium">{PORTAL_TEXT.plan}</dt>
        <dd>{plan?.name ?? status.price_id}</dd>
        <dt className="font-medium">{PORTAL_TEXT.employees}</dt>
        <dd>{status.quantity === null ? "–" : formatDanishInteger(status.quantity)}</dd>
        {status.subscription_end && (
          <>
            <dt className="font-medium">{status.cancel_at_period_end ? PORTAL_TEXT.endsOn : PORTAL_TEXT.renews}</dt>
            <dd>{formatDanishDate(status.subscription_end)}</dd>
          </>
        )}
      </dl>
      <Button className="mt-6" onClick={() => void openPortal()} disabled={!online || opening}>
        {PORTAL_TEXT.manage}
      </Button>
    </section>
  );
}
