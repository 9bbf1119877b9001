import { createFileRoute } from "@tanstack/react-router";
import { guardAdminRoute } from "../../../../features/admin/api/admin-guard.ts";

/** Testimonial admin: anyone but an admin goes to the secret login path (SPEC section 6). */
export const Route = createFileRoute("/admin/_panel/testimonials")({
  beforeLoad: () => guardAdminRoute("secret"),
});
