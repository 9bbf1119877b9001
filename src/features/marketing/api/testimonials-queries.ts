import { queryOptions } from "@tanstack/react-query";
import type { Testimonial } from "../schemas.ts";

const testimonialKeys = {
  all: ["testimonials"] as const,
  active: () => [...testimonialKeys.all, "active"] as const,
};

/**
 * Active testimonials, display_order ascending, then newest first (docs/product-rules.md#testimonials).
 * A failed read is logged and rethrown: the section hides on error (testimonial read
 * failures are only logged), and TanStack Query can retry instead of caching "none".
 */
export function activeTestimonialsQuery() {
  return queryOptions({
    queryKey: testimonialKeys.active(),
    queryFn: async ({ signal }): Promise<Testimonial[]> => {
      const { fetchActiveTestimonials } = await import("./testimonials-fetch.ts");
      return fetchActiveTestimonials(signal);
    },
  });
}
