import { z } from "zod";
import type { Database } from "#shared/database.types.ts";

/**
 * What the public blog reads from `blog_posts`, validated at the edge so a schema drift shows up as a
 * clear error instead of a broken page. Unknown columns (author_id, _modified, _deleted) are dropped.
 */
export const blogPostCardSchema = z.object({
  id: z.guid(),
  slug: z.string().min(1),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  featured_image: z.string().nullable(),
  author_name: z.string().nullable(),
  published_at: z.string().nullable(),
  reading_time_minutes: z.number().int().nonnegative(),
});

export const blogPostSchema = blogPostCardSchema.extend({
  content: z.string(),
  created_at: z.string(),
  views_count: z.number().int().nonnegative(),
  linkedin_url: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_keywords: z.array(z.string()),
  status: z.literal("published"),
});

/** A related post at the end of a post (public.related_blog_posts): whether it shares the post's category. */
export const relatedPostSchema = blogPostCardSchema.extend({ same_category: z.boolean() });

/** A category of published posts with its count (public.blog_categories). */
export const blogCategorySchema = z.object({ category: z.string().min(1), post_count: z.number().int().positive() });

export type BlogPostCard = z.infer<typeof blogPostCardSchema>;
export type RelatedPost = z.infer<typeof relatedPostSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** One page of /blog: the featured post (first page only), the grid's cards, and how many posts the selection has. */
export interface BlogListPageData {
  featured: BlogPostCard | null;
  posts: BlogPostCard[];
  total: number;
}
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Column lists matching the schemas: the list never downloads every post's full markdown. */
export const BLOG_CARD_COLUMNS =
  "id, slug, title, excerpt, category, featured_image, author_name, published_at, reading_time_minutes" as const;
export const BLOG_POST_COLUMNS =
  `${BLOG_CARD_COLUMNS}, content, created_at, views_count, linkedin_url, meta_description, meta_keywords, status` as const;

// Compile-time guard: the schemas describe columns that exist with these types in the generated
// database types, so a migration that renames or retypes a column fails the typecheck here.
type PostRow = Database["public"]["Tables"]["blog_posts"]["Row"];
type Assert<T extends true> = T;
/** @public not imported: the compiler checks it where it stands. */
export type _CardMatchesRow = Assert<Pick<PostRow, keyof BlogPostCard> extends BlogPostCard ? true : false>;
/** @public not imported: the compiler checks it where it stands. */
export type _PostMatchesRow = Assert<
  Omit<Pick<PostRow, keyof BlogPost>, "status"> extends Omit<BlogPost, "status"> ? true : false
>;
