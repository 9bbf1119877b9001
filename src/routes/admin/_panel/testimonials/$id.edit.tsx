import { createFileRoute } from "@tanstack/react-router";
import { TestimonialFormPage } from "../../../../features/admin/testimonials/testimonial-form-page.tsx";

function EditTestimonial() {
  const { id } = Route.useParams();
  return <TestimonialFormPage key={id} id={id} />;
}

export const Route = createFileRoute("/admin/_panel/testimonials/$id/edit")({
  component: EditTestimonial,
});
