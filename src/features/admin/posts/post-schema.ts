import { z } from "zod";
import { SLUG_MAX_LENGTH } from "../../../lib/slug.ts";

const isWebUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value);
// A path on this site, such as the demo posts' /images/blog/…: one leading slash (`//host` and `/\host` are
// other hosts to a browser), no spaces or backslashes.
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

const optionalUrl = z
  .string()
  .trim()
  .max(500, "URL must be less than 500 characters")
  .refine((value) => value === "" || isWebUrl(value), "Must be a valid URL");

/** What blog_posts.featured_image accepts: an http(s) URL (an upload's public URL) or a site path. */
const optionalImage = z
  .string()
  .trim()
  .max(500, "URL must be less than 500 characters")
  // The spec's message for both URL fields: a path on this site is a URL relative to it.
  .refine((value) => value === "" || isWebUrl(value) || isSitePath(value), "Must be a valid URL");

/** The blog post form (docs/product-rules.md#form-validation); the first failing message goes into the 'Validation Error' toast. */
export const postFormSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title must be less than 200 characters"),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH, "Slug must be less than 250 characters")
    .regex(/^[a-z0-9-]*$/, "Slug can only contain lowercase letters, numbers, and hyphens"),
  excerpt: z.string().trim().min(10, "Excerpt must be at least 10 characters").max(500, "Excerpt must be less than 500 characters"),
  content: z.string().min(10, "Content must be at least 10 characters").max(50_000, "Content must be less than 50,000 characters"),
  category: z.string().trim().min(1, "Category is required").max(50, "Category must be less than 50 characters"),
  author_name: z.string().trim().max(100, "Author name must be less than 100 characters"),
  featured_image: optionalImage,
  linkedin_url: optionalUrl,
  meta_description: z.string().trim().max(160, "Meta description must be less than 160 characters"),
  meta_keywords: z.string().max(500, "Meta keywords must be less than 500 characters"),
  status: z.enum(["draft", "published"]),
});

export type PostFormValues = z.infer<typeof postFormSchema>;

/** The order fields are checked in, so the toast names the first failure as the form shows it. */
export const POST_FORM_ORDER: (keyof PostFormValues)[] = [
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "author_name",
  "featured_image",
  "linkedin_url",
  "meta_description",
  "meta_keywords",
  "status",
];

/** Comma-separated keywords: split on commas, trimmed, empty items dropped. */
export function parseKeywords(input: string): string[] {
  return input
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");
}
