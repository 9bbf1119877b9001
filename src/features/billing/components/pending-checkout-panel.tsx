import { Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { PLANS } from "#shared/content/plans.ts";
import { formatDanishInteger } from "#shared/lib/format.ts";
import { forgetPendingCheckout, type PendingCheckout } from "../pending-checkout.ts";
import { PORTAL_TEXT } from "../strings.ts";

/**
 * Shown instead of the plans while a checkout opened from this tab is under way, so a customer does not
 * pay twice. The page checks the subscription meanwhile (use-subscription.ts). A closed payment window
 * can be opened again at the same checkout; abandoning brings the plans back.
 */
export function PendingCheckoutPanel({ pending }: { pending: PendingCheckout }) {
  const planName = PLANS.find((plan) => plan.id === pending.planId)?.name ?? pending.planId;
  return (
    <section aria-labelledby="pending-checkout" className="rounded-lg border border-border bg-card p-6 shadow-sm" data-testid="pending-checkout">
      <h2 id="pending-checkout" className="flex items-center gap-2 text-xl font-semibold">
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        {PORTAL_TEXT.pendingTitle}
      </h2>
      <p className="mt-3">{PORTAL_TEXT.pendingText(planName, formatDanishInteger(pending.quantity))}</p>
      <p role="status" className="mt-2 text-sm text-muted-foreground">
        {PORTAL_TEXT.pendingChecking}
      </p>
      <p className="mt-4 text-sm">{PORTAL_TEXT.pendingClosed}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => window.open(pending.url, "_blank", "noopener")}>{PORTAL_TEXT.reopen}</Button>
        <Button variant="outline" onClick={forgetPendingCheckout}>
          {PORTAL_TEXT.abandon}
        </Button>
      </div>
    </section>
  );
}
