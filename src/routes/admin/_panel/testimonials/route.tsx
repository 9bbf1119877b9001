import { createFileRoute } from "@tanstack/react-router";
import { guardAdminRoute } from "../../../../features/admin/api/admin-guard.ts";

/** Testimonial admin: anyone but an admin goes to the secret login path (docs/product-rules.md#roles-and-permissions). */
export const Route = createFileRoute("/admin/_panel/testimonials")({
  beforeLoad: () => guardAdminRoute("secret"),
});
