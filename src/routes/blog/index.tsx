import { createFileRoute } from "@tanstack/react-router";
import { publishedPostsQuery } from "../../features/blog/api/blog-queries.ts";
import { BlogListPage } from "../../features/blog/components/blog-list-page.tsx";

export const Route = createFileRoute("/blog/")({
  // Start the request while the page's code downloads; the page shows placeholders until it answers.
  loader: async ({ context }) => {
    void (await context.queryClient()).prefetchQuery(publishedPostsQuery());
  },
  component: BlogListPage,
});
