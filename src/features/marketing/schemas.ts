import { z } from "zod";

/** The public columns of an active testimonial, as the landing page reads them. */
export const TESTIMONIAL_COLUMNS = "id, company_name, quote, industry, logo_url, display_order, created_at";

export const testimonialSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  quote: z.string(),
  industry: z.string().nullable(),
  logo_url: z.string().nullable(),
  display_order: z.number().int(),
  created_at: z.string(),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
