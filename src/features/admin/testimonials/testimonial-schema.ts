import { z } from "zod";

/** The testimonial form (docs/product-rules.md#form-validation). Display order: non-numeric input becomes 0. */
export const testimonialFormSchema = z.object({
  company_name: z
    .string()
    .trim()
    .min(2, "Company name must be at least 2 characters")
    .max(100, "Company name must be less than 100 characters"),
  quote: z.string().trim().min(10, "Quote must be at least 10 characters").max(300, "Quote must be less than 300 characters"),
  industry: z.string().trim().max(50, "Industry must be less than 50 characters"),
  logo_url: z
    .string()
    .trim()
    .max(500, "URL must be less than 500 characters")
    .refine((value) => value === "" || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)), "Must be a valid URL"),
  display_order: z.preprocess(
    (value) => {
      const number = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
      return Number.isFinite(number) ? number : 0;
    },
    z.number().int().min(0, "Display order must be 0 or greater").max(9999, "Display order must be less than 10,000"),
  ),
  is_active: z.boolean(),
});

export type TestimonialFormInput = z.input<typeof testimonialFormSchema>;
export type TestimonialFormValues = z.output<typeof testimonialFormSchema>;
