import { createFileRoute, redirect } from "@tanstack/react-router";
import { isPlanId, type PlanId } from "#shared/content/plan-ids.ts";
import { authStorageKey, hasAuthRedirect, hasStoredSession } from "../features/auth/auth-storage.ts";
import { destinationHref } from "../features/auth/destination.ts";
import { CustomerPortalPage } from "../features/billing/components/customer-portal-page.tsx";
import { env } from "../lib/env.ts";

interface PortalSearch {
  plan?: PlanId;
  success?: true;
}

/**
 * A browser with no stored session is signed out for sure: it goes to sign-in before the portal renders,
 * so it never sees the portal's 'checking' state, and a first load hydrates the prerendered sign-in page
 * (the app shell) instead of drawing over it. A stored session is checked by the page itself.
 */
function signedOutForSure(): boolean {
  if (typeof window === "undefined") return false;
  return !hasStoredSession(window.localStorage, authStorageKey(env.supabaseUrl)) && !hasAuthRedirect(window.location);
}

// TanStack Router parses search values as JSON: ?success=true arrives as the boolean true.
export const Route = createFileRoute("/customer-portal")({
  validateSearch: (search: Record<string, unknown>): PortalSearch => ({
    ...(isPlanId(search.plan) ? { plan: search.plan } : {}),
    ...(search.success === true || search.success === "true" ? { success: true as const } : {}),
  }),
  // The chosen plan goes along, so sign-in comes back here with it.
  beforeLoad: ({ search }) => {
    if (signedOutForSure()) {
      throw redirect({ to: "/auth", search: { next: destinationHref({ page: "customer-portal", plan: search.plan }) }, replace: true });
    }
  },
  component: PortalRoute,
});

function PortalRoute() {
  const { plan, success } = Route.useSearch();
  return <CustomerPortalPage plan={plan} success={success === true} />;
}
