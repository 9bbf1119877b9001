import { createFileRoute } from "@tanstack/react-router";
import { TestimonialFormPage } from "../../../../features/admin/testimonials/testimonial-form-page.tsx";

export const Route = createFileRoute("/admin/_panel/testimonials/new")({
  component: () => <TestimonialFormPage />,
});
