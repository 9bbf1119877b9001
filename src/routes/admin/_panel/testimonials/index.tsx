import { createFileRoute } from "@tanstack/react-router";
import { AdminTestimonialsPage } from "../../../../features/admin/components/admin-testimonials-page.tsx";

export const Route = createFileRoute("/admin/_panel/testimonials/")({
  component: AdminTestimonialsPage,
});
