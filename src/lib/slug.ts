export const SLUG_MAX_LENGTH = 250;

/**
 * The slug generated from a title when none is given (docs/product-rules.md#blog-posts-publishing-slugs-reading-time-views): lowercased, every run of
 * characters other than a-z and 0-9 becomes one hyphen, leading and trailing hyphens removed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
