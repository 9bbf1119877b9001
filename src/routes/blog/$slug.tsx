import { createFileRoute } from "@tanstack/react-router";
import { publishedPostQuery, relatedPostsQuery } from "../../features/blog/api/blog-queries.ts";
import { BlogPostPage } from "../../features/blog/components/blog-post-page.tsx";

export const Route = createFileRoute("/blog/$slug")({
  // Start the request while the page's code downloads; the page shows a skeleton until it answers.
  loader: async ({ context, params }) => {
    const queryClient = await context.queryClient();
    void queryClient.prefetchQuery(publishedPostQuery(params.slug));
    void queryClient.prefetchQuery(relatedPostsQuery(params.slug));
  },
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  // Keyed by slug so moving between posts starts each one fresh (skeleton, view count, redirect).
  return <BlogPostPage key={slug} slug={slug} />;
}
