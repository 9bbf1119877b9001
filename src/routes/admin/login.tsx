import { createFileRoute, redirect } from "@tanstack/react-router";
import { SECRET_LOGIN_PATH } from "../../features/admin/admin-paths.ts";

/** The legacy login route (docs/product-rules.md#routes) redirects to the secret login path. */
export const Route = createFileRoute("/admin/login")({
  beforeLoad: () => {
    throw redirect({ href: SECRET_LOGIN_PATH, replace: true });
  },
});
