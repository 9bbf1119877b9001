import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { getSupabase } from "../../../lib/supabase.ts";
import { TESTIMONIAL_COLUMNS, testimonialSchema, type Testimonial } from "../schemas.ts";

export const testimonialKeys = {
  all: ["testimonials"] as const,
  active: () => [...testimonialKeys.all, "active"] as const,
};

/**
 * Active testimonials in the spec's order: display_order ascending, then newest first (SPEC section 7).
 * A failed read is logged and rethrown: the section hides on error (SPEC section 8: testimonial fetch
 * failures are only logged), and TanStack Query can retry instead of caching "none".
 */
export function activeTestimonialsQuery() {
  return queryOptions({
    queryKey: testimonialKeys.active(),
    queryFn: async ({ signal }): Promise<Testimonial[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("testimonials")
        .select(TESTIMONIAL_COLUMNS)
        .eq("is_active", true)
        .eq("_deleted", false)
        .order("display_order", { ascending: true })
        .order("created_at", { ascending: false })
        // TanStack Query is the one retry layer (see the blog queries).
        .retry(false)
        .abortSignal(signal);
      if (error) {
        console.error("Error fetching testimonials:", error);
        throw new Error(error.message);
      }
      return z.array(testimonialSchema).parse(data);
    },
  });
}
