import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast.ts";
import { PLANS, type PlanId } from "#shared/content/plans.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useOnlineStatus } from "../../../lib/use-online-status.ts";
import { SecurityCard } from "../../auth/security-card.tsx";
import { destinationHref } from "../../auth/destination.ts";
import { signedInUserId } from "../api/billing-api.ts";
import { PORTAL_TEXT } from "../strings.ts";
import { subscriptionQuery, useSubscription } from "../use-subscription.ts";
import { ActiveSubscription } from "./active-subscription.tsx";
import { PlanCheckoutCard } from "./plan-checkout-card.tsx";
import { TermsConsent } from "./terms-consent.tsx";
import { PendingCheckoutPanel } from "./pending-checkout-panel.tsx";
import { forgetPendingCheckout } from "../pending-checkout.ts";
import { usePendingCheckout } from "../use-pending-checkout.ts";

/** Checked again this long after a successful payment, by when the webhook has usually arrived (docs/product-rules.md#customer-portal-and-billing). */
const RECHECK_AFTER_MS = 2000;

export function CustomerPortalPage({ plan, success }: { plan?: PlanId; success: boolean }) {
  useDocumentTitle(PORTAL_TEXT.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const [userId, setUserId] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const signedIn = userId !== null;

  useEffect(() => {
    let cancelled = false;
    void signedInUserId().then((id) => {
      if (cancelled) return;
      if (id) setUserId(id);
      // Signed out: sign in first, then come back here with the chosen plan.
      else void navigate({ to: "/auth", search: { next: destinationHref({ page: "customer-portal", plan }) }, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, plan]);

  useEffect(() => {
    if (!success || !signedIn) return;
    toast.success(PORTAL_TEXT.paymentDone, { description: PORTAL_TEXT.paymentDoneText });
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: subscriptionQuery(userId).queryKey }), RECHECK_AFTER_MS);
    void navigate({ to: "/customer-portal", search: {}, replace: true });
    return () => clearTimeout(timer);
  }, [success, signedIn, userId, navigate, queryClient]);

  const pending = usePendingCheckout();
  const subscription = useSubscription(userId, pending !== null);
  const status = subscription.data;
  const subscribed = Boolean(status?.subscribed && status.price_id);

  // The payment has landed: nothing is pending any more.
  useEffect(() => {
    if (subscribed && pending) forgetPendingCheckout();
  }, [subscribed, pending]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{PORTAL_TEXT.title}</h1>
      {!online && (
        <p role="status" className="mt-4 rounded-md border border-border bg-muted p-3 text-sm">
          {PORTAL_TEXT.offline}
        </p>
      )}
      {!signedIn || subscription.isPending ? (
        <p className="mt-8 text-muted-foreground" role="status">
          {PORTAL_TEXT.checking}
        </p>
      ) : subscribed && status && userId ? (
        <div className="mt-8">
          <ActiveSubscription status={status} online={online} userId={userId} aside={<SecurityCard online={online} />} />
        </div>
      ) : pending ? (
        <div className="mt-8 max-w-xl">
          <PendingCheckoutPanel pending={pending} />
        </div>
      ) : (
        <>
          {subscription.isError && online && <p className="mt-4 text-sm text-destructive">{PORTAL_TEXT.statusUnavailable}</p>}
          <p className="mt-4 text-muted-foreground">{PORTAL_TEXT.intro}</p>
          <TermsConsent accepted={termsAccepted} onChange={setTermsAccepted} />
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {PLANS.map((candidate) => (
              <PlanCheckoutCard key={candidate.id} plan={candidate} selected={candidate.id === plan} online={online} accepted={termsAccepted} />
            ))}
          </div>
        </>
      )}
      {signedIn && !subscribed && (
        <div className="mt-12 max-w-xl">
          <SecurityCard online={online} />
        </div>
      )}
      <nav aria-label="Vilkår og priser" className="mt-12 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/terms" className="underline">
          {PORTAL_TEXT.links.terms}
        </Link>
        <Link to="/databehandleraftale" className="underline">
          {PORTAL_TEXT.links.dpa}
        </Link>
        <Link to="/coro-terms" className="underline">
          {PORTAL_TEXT.links.coroTerms}
        </Link>
        <Link to="/privacy" className="underline">
          {PORTAL_TEXT.links.privacy}
        </Link>
        <Link to="/" hash="pricing" className="underline">
          {PORTAL_TEXT.links.pricing}
        </Link>
      </nav>
    </div>
  );
}
