import { queryOptions } from "@tanstack/react-query";
import type { BlogPost, BlogPostCard } from "../schemas.ts";

export const blogKeys = {
  all: ["blog"] as const,
  published: (limit?: number) => [...blogKeys.all, "published", limit ?? "all"] as const,
  post: (slug: string) => [...blogKeys.all, "post", slug] as const,
};

// The fetching code (supabase-js, zod) is imported when a query first runs: a prerendered page hands
// its data to the cache and never needs it, and the first paint does not wait for it.

/** Published posts, newest first. `limit` serves the landing-page teaser (3 latest). */
export function publishedPostsQuery(limit?: number) {
  return queryOptions({
    queryKey: blogKeys.published(limit),
    queryFn: async ({ signal }): Promise<BlogPostCard[]> => {
      const { fetchPublishedPosts } = await import("./blog-fetch.ts");
      return fetchPublishedPosts(limit, signal);
    },
  });
}

/** One published post by slug; `null` when there is none (draft, deleted or unknown slug). */
export function publishedPostQuery(slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: async ({ signal }): Promise<BlogPost | null> => {
      const { fetchPublishedPost } = await import("./blog-fetch.ts");
      return fetchPublishedPost(slug, signal);
    },
  });
}
