import { z } from "zod";
import { getPublicData } from "../../../lib/public-data.ts";
import { pageRange } from "../blog-search.ts";
import {
  BLOG_CARD_COLUMNS,
  BLOG_POST_COLUMNS,
  blogCategorySchema,
  blogPostCardSchema,
  blogPostSchema,
  relatedPostSchema,
  type BlogCategory,
  type BlogListPageData,
  type BlogPost,
  type BlogPostCard,
  type RelatedPost,
} from "../schemas.ts";

/**
 * The blog's reads. Loaded on demand by the query functions (blog-queries.ts), so zod and the schemas
 * are not evaluated on a prerendered page that already carries its data.
 */

/** A failed blog read, carrying PostgREST's error code for logs and tests. */
class BlogQueryError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "BlogQueryError";
    this.code = code;
  }
}

// Every request turns off postgrest-js's own retries (up to 3, with 1-4 s back-off): TanStack Query is
// the one retry layer, so a failure surfaces within about a second, and retries pause while offline.

export async function fetchPublishedPosts(limit: number | undefined, signal: AbortSignal): Promise<BlogPostCard[]> {
  const db = await getPublicData();
  let request = db
    .from("blog_posts")
    .select(BLOG_CARD_COLUMNS)
    .eq("status", "published")
    .eq("_deleted", false)
    .order("published_at", { ascending: false, nullsFirst: false })
    .retry(false)
    .abortSignal(signal);
  if (limit !== undefined) request = request.limit(limit);
  const { data, error } = await request;
  if (error) throw new BlogQueryError(error.message, error.code);
  return z.array(blogPostCardSchema).parse(data);
}

export async function fetchPublishedPost(slug: string, signal: AbortSignal): Promise<BlogPost | null> {
  const db = await getPublicData();
  const { data, error } = await db
    .from("blog_posts")
    .select(BLOG_POST_COLUMNS)
    .eq("slug", slug)
    .eq("status", "published")
    .eq("_deleted", false)
    .retry(false)
    .abortSignal(signal)
    .maybeSingle();
  if (error) throw new BlogQueryError(error.message, error.code);
  return data === null ? null : blogPostSchema.parse(data);
}

/**
 * One page of /blog, filtered and paged by Postgres (never all posts): on the first page the newest post of the
 * selection is the featured one and the rest fill the grid; `total` (PostgREST's exact count) sizes the paging.
 */
export async function fetchPostListPage(
  selection: { category: string | undefined; page: number },
  signal: AbortSignal,
): Promise<BlogListPageData> {
  const db = await getPublicData();
  const { from, to } = pageRange(selection.page);
  let request = db
    .from("blog_posts")
    .select(BLOG_CARD_COLUMNS, { count: "exact" })
    .eq("status", "published")
    .eq("_deleted", false);
  if (selection.category !== undefined) request = request.eq("category", selection.category);
  const { data, error, count } = await request
    .order("published_at", { ascending: false, nullsFirst: false })
    .order("id")
    .range(from, to)
    .retry(false)
    .abortSignal(signal);
  // Past the last page PostgREST answers 416 (PGRST103): an empty page, not a failure.
  if (error?.code === "PGRST103") return { featured: null, posts: [], total: count ?? 0 };
  if (error) throw new BlogQueryError(error.message, error.code);
  const posts = z.array(blogPostCardSchema).parse(data);
  const total = count ?? posts.length;
  if (selection.page > 1) return { featured: null, posts, total };
  const [featured = null, ...rest] = posts;
  return { featured, posts: rest, total };
}

/** Up to three other published posts for the end of a post, its category first (public.related_blog_posts). */
export async function fetchRelatedPosts(slug: string, signal: AbortSignal): Promise<RelatedPost[]> {
  const db = await getPublicData();
  // GET, so the service worker keeps the answer for reading offline (scripts/prerender/pwa.ts).
  const { data, error } = await db.rpc("related_blog_posts", { p_slug: slug }, { get: true }).retry(false).abortSignal(signal);
  if (error) throw new BlogQueryError(error.message, error.code);
  return z.array(relatedPostSchema).parse(data);
}

/** The categories of published posts with their counts, for the /blog filters (public.blog_categories). */
export async function fetchBlogCategories(signal: AbortSignal): Promise<BlogCategory[]> {
  const db = await getPublicData();
  const { data, error } = await db.rpc("blog_categories", undefined, { get: true }).retry(false).abortSignal(signal);
  if (error) throw new BlogQueryError(error.message, error.code);
  return z.array(blogCategorySchema).parse(data);
}
