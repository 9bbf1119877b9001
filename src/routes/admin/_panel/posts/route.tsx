import { createFileRoute } from "@tanstack/react-router";
import { guardAdminRoute } from "../../../../features/admin/api/admin-guard.ts";

/** Blog admin: no session goes to /admin, a non-admin to / (docs/product-rules.md#roles-and-permissions). */
export const Route = createFileRoute("/admin/_panel/posts")({
  beforeLoad: () => guardAdminRoute("blog"),
});
