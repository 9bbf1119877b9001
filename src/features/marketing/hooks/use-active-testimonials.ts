import { useQuery } from "@tanstack/react-query";
import { activeTestimonialsQuery } from "../api/testimonials-queries.ts";

/** The landing page's testimonials; `enabled` lets the section wait until it is about to be seen. */
export function useActiveTestimonials(enabled: boolean) {
  return useQuery({ ...activeTestimonialsQuery(), enabled });
}
