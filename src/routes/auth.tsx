import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../features/auth/components/auth-page.tsx";
import { DESTINATION_PARAM, parseDestination } from "../features/auth/destination.ts";

interface AuthSearch {
  reset?: boolean;
  /** Where to go after signing in: only an allow-listed page (destination.ts); anything else is dropped. */
  [DESTINATION_PARAM]?: string;
}

// TanStack Router parses search values as JSON, so ?reset=true arrives as the boolean true.
export const Route = createFileRoute("/auth")({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    ...(search.reset === true || search.reset === "true" ? { reset: true } : {}),
    ...(parseDestination(search[DESTINATION_PARAM]) ? { [DESTINATION_PARAM]: search[DESTINATION_PARAM] as string } : {}),
  }),
  component: AuthRoute,
});

function AuthRoute() {
  const search = Route.useSearch();
  return <AuthPage reset={search.reset === true} destination={parseDestination(search[DESTINATION_PARAM])} />;
}
