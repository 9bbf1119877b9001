import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../features/auth/components/auth-page.tsx";

// TanStack Router parses search values as JSON, so ?reset=true arrives as the boolean true.
export const Route = createFileRoute("/auth")({
  validateSearch: (search: Record<string, unknown>): { reset?: boolean } =>
    search.reset === true || search.reset === "true" ? { reset: true } : {},
  component: AuthRoute,
});

function AuthRoute() {
  const { reset } = Route.useSearch();
  return <AuthPage reset={reset === true} />;
}
