import { readingTimeMinutes } from "../../../lib/reading-time.ts";
import { slugify } from "../../../lib/slug.ts";
import type { PostDoc } from "../store/schemas.ts";
import { parseKeywords, type PostFormValues } from "./post-schema.ts";

export const EMPTY_POST_FORM: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  category: "",
  author_name: "",
  featured_image: "",
  linkedin_url: "",
  meta_description: "",
  meta_keywords: "",
  status: "draft",
};

export function postToForm(post: PostDoc): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    author_name: post.author_name ?? "",
    featured_image: post.featured_image ?? "",
    linkedin_url: post.linkedin_url ?? "",
    meta_description: post.meta_description ?? "",
    meta_keywords: post.meta_keywords.join(", "),
    status: post.status,
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/**
 * The document a valid form saves (docs/product-rules.md#blog-posts-publishing-slugs-reading-time-views): a generated slug when none is given, reading
 * time at 200 words a minute rounded up, keywords split on commas, and published_at stamped with the
 * time of every save as published (null as draft).
 */
export function formToPost(values: PostFormValues, base: Pick<PostDoc, "id" | "created_at" | "views_count" | "modified">, now: Date): PostDoc {
  return {
    ...base,
    title: values.title.trim(),
    slug: values.slug.trim() || slugify(values.title),
    excerpt: values.excerpt.trim(),
    content: values.content,
    category: values.category.trim(),
    author_name: orNull(values.author_name),
    featured_image: orNull(values.featured_image),
    linkedin_url: orNull(values.linkedin_url),
    meta_description: orNull(values.meta_description),
    meta_keywords: parseKeywords(values.meta_keywords),
    status: values.status,
    published_at: values.status === "published" ? now.toISOString() : null,
    reading_time_minutes: readingTimeMinutes(values.content),
  };
}
