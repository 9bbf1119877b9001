import { z } from "zod";
import { getPublicData } from "../../../lib/public-data.ts";
import { TESTIMONIAL_COLUMNS, testimonialSchema, type Testimonial } from "../schemas.ts";

/** Loaded on demand by activeTestimonialsQuery, like the blog's fetching code (blog-queries.ts). */
export async function fetchActiveTestimonials(signal: AbortSignal): Promise<Testimonial[]> {
  const db = await getPublicData();
  const { data, error } = await db
    .from("testimonials")
    .select(TESTIMONIAL_COLUMNS)
    .eq("is_active", true)
    .eq("_deleted", false)
    .order("display_order", { ascending: true })
    .order("created_at", { ascending: false })
    // TanStack Query is the one retry layer (see blog-fetch.ts).
    .retry(false)
    .abortSignal(signal);
  // A read the app gave up on (the section left the page before the answer) is no failure: not logged,
  // and its rejection is TanStack Query's cancellation, which puts the query back as it was.
  signal.throwIfAborted();
  if (error) {
    console.error("Error fetching testimonials:", error);
    throw new Error(error.message);
  }
  return z.array(testimonialSchema).parse(data);
}
