import { createFileRoute } from "@tanstack/react-router";
import { TestimonialsPage } from "../../../../features/admin/testimonials/testimonials-page.tsx";

export const Route = createFileRoute("/admin/_panel/testimonials/")({
  component: TestimonialsPage,
});
