import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { getSupabase } from "../../../lib/supabase.ts";
import {
  BLOG_CARD_COLUMNS,
  BLOG_POST_COLUMNS,
  blogPostCardSchema,
  blogPostSchema,
  type BlogPost,
} from "../schemas.ts";

export const blogKeys = {
  all: ["blog"] as const,
  published: (limit?: number) => [...blogKeys.all, "published", limit ?? "all"] as const,
  post: (slug: string) => [...blogKeys.all, "post", slug] as const,
};

/** A failed blog read, carrying PostgREST's error code for logs and tests. */
export class BlogQueryError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "BlogQueryError";
    this.code = code;
  }
}

// Every request turns off postgrest-js's own retries (up to 3, with 1-4 s back-off): TanStack Query is
// the one retry layer, so a failure surfaces within about a second, and retries pause while offline.

/** Published posts, newest first. `limit` serves the landing-page teaser (3 latest). */
export function publishedPostsQuery(limit?: number) {
  return queryOptions({
    queryKey: blogKeys.published(limit),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase();
      let request = supabase
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
    },
  });
}

/** One published post by slug; `null` when there is none (draft, deleted or unknown slug). */
export function publishedPostQuery(slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: async ({ signal }): Promise<BlogPost | null> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
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
    },
  });
}
