import { createFileRoute, notFound } from "@tanstack/react-router";
import { AdminLoginPage } from "../features/admin/components/admin-login-page.tsx";
import { isSecretLoginPath } from "../features/admin/admin-paths.ts";

/**
 * The secret admin login path (VITE_ADMIN_PATH) is configuration, not a file name, so it is matched here;
 * every other unknown path is the 404 page, as before.
 */
export const Route = createFileRoute("/$")({
  beforeLoad: ({ location }) => {
    if (!isSecretLoginPath(location.pathname)) throw notFound();
  },
  component: AdminLoginPage,
});
