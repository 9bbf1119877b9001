import { createFileRoute } from "@tanstack/react-router";
import { isPlanId, type PlanId } from "#shared/content/plan-ids.ts";
import { CustomerPortalPage } from "../features/billing/components/customer-portal-page.tsx";

interface PortalSearch {
  plan?: PlanId;
  success?: true;
}

// TanStack Router parses search values as JSON: ?success=true arrives as the boolean true.
export const Route = createFileRoute("/customer-portal")({
  validateSearch: (search: Record<string, unknown>): PortalSearch => ({
    ...(isPlanId(search.plan) ? { plan: search.plan } : {}),
    ...(search.success === true || search.success === "true" ? { success: true as const } : {}),
  }),
  component: PortalRoute,
});

function PortalRoute() {
  const { plan, success } = Route.useSearch();
  return <CustomerPortalPage plan={plan} success={success === true} />;
}
