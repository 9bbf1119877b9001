import { z } from "zod";
import { getPublicData } from "../../../lib/public-data.ts";
import { BLOG_CARD_COLUMNS, BLOG_POST_COLUMNS, blogPostCardSchema, blogPostSchema, type BlogPost, type BlogPostCard } from "../schemas.ts";

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
