import { createFileRoute } from "@tanstack/react-router";
import { blogCategoriesQuery, postListPageQuery } from "../../features/blog/api/blog-queries.ts";
import { parseBlogSearch } from "../../features/blog/blog-search.ts";
import { BlogListPage } from "../../features/blog/components/blog-list-page.tsx";

export const Route = createFileRoute("/blog/")({
  // ?kategori=…&side=…: the selection is in the URL, so it can be shared and survives a reload.
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => ({ category: search.kategori, page: search.side ?? 1 }),
  // Start the requests while the page's code downloads; the page shows placeholders until they answer.
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient();
    void queryClient.prefetchQuery(postListPageQuery(deps.category, deps.page));
    void queryClient.prefetchQuery(blogCategoriesQuery());
  },
  component: BlogListRoute,
});

function BlogListRoute() {
  const { kategori, side } = Route.useSearch();
  return <BlogListPage category={kategori} page={side ?? 1} />;
}
