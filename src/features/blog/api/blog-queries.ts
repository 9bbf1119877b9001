import { queryOptions } from "@tanstack/react-query";
import type { BlogCategory, BlogListPageData, BlogPost, BlogPostCard, RelatedPost } from "../schemas.ts";

export const blogKeys = {
  all: ["blog"] as const,
  published: (limit?: number) => [...blogKeys.all, "published", limit ?? "all"] as const,
  post: (slug: string) => [...blogKeys.all, "post", slug] as const,
  listPage: (category: string | undefined, page: number) => [...blogKeys.all, "list", category ?? "alle", page] as const,
  related: (slug: string) => [...blogKeys.all, "related", slug] as const,
  categories: () => [...blogKeys.all, "categories"] as const,
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

/** One page of /blog for a category (or all), filtered and paged in Postgres; the first page carries the featured post. */
export function postListPageQuery(category: string | undefined, page: number) {
  return queryOptions({
    queryKey: blogKeys.listPage(category, page),
    queryFn: async ({ signal }): Promise<BlogListPageData> => {
      const { fetchPostListPage } = await import("./blog-fetch.ts");
      return fetchPostListPage({ category, page }, signal);
    },
  });
}

/** The related posts at the end of the post `slug`: same category first, then the newest others. */
export function relatedPostsQuery(slug: string) {
  return queryOptions({
    queryKey: blogKeys.related(slug),
    queryFn: async ({ signal }): Promise<RelatedPost[]> => {
      const { fetchRelatedPosts } = await import("./blog-fetch.ts");
      return fetchRelatedPosts(slug, signal);
    },
  });
}

/** The categories of published posts with their counts (the /blog filters). */
export function blogCategoriesQuery() {
  return queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: async ({ signal }): Promise<BlogCategory[]> => {
      const { fetchBlogCategories } = await import("./blog-fetch.ts");
      return fetchBlogCategories(signal);
    },
  });
}
