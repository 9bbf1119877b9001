import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { WifiOff } from "lucide-react";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { blogCategoriesQuery, postListPageQuery } from "../api/blog-queries.ts";
import { pageCount } from "../blog-search.ts";
import { blogNavText, blogText } from "../strings.ts";
import { BlogCard } from "../blog-card.tsx";
import { BlogCardSkeleton } from "../blog-card-skeleton.tsx";
import { CategoryFilters } from "./category-filters.tsx";
import { FeaturedPost } from "./featured-post.tsx";
import { ListPagination } from "./list-pagination.tsx";

/** Number of placeholder cards while loading (docs/product-rules.md#blog). */
const BLOG_PLACEHOLDER_COUNT = 6;

const gridClasses = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

/** /blog: the categories as filters, the newest post of the selection large, then the grid, paged (issue 36). */
export function BlogListPage({ category, page }: { category: string | undefined; page: number }) {
  useDocumentTitle(category ? `${category} – ${blogText.listTitle}` : blogText.listTitle);
  // Errors are thrown to the route's error boundary (docs/product-rules.md#errors-shown-logged-or-thrown).
  const { data, isPending, fetchStatus } = useQuery({ ...postListPageQuery(category, page), throwOnError: true });
  // The filters are a help, not the page: if they cannot be read the list still shows.
  const { data: categories } = useQuery(blogCategoriesQuery());
  const total = categories?.reduce((sum, entry) => sum + entry.post_count, 0) ?? 0;

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header lang="en" className="mb-8 text-center sm:mb-10">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{blogText.listTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{blogText.listSubtitle}</p>
      </header>

      {/* Holds its height while the categories load, so the list does not jump when they arrive. */}
      <div className="mb-10 min-h-9">{categories && categories.length > 0 && <CategoryFilters categories={categories} selected={category} total={total} />}</div>

      {isPending && fetchStatus === "paused" ? (
        <ListMessage icon text={blogNavText.listOffline} />
      ) : isPending || !data ? (
        <div role="status" aria-live="polite">
          <span lang="en" className="sr-only">
            {blogText.listLoading}
          </span>
          <div className={gridClasses}>
            {Array.from({ length: BLOG_PLACEHOLDER_COUNT }, (_, index) => (
              <BlogCardSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : data.featured === null && data.posts.length === 0 ? (
        page > 1 ? (
          <ListMessage text={blogNavText.emptyPage} category={category} />
        ) : category !== undefined ? (
          <ListMessage text={blogNavText.emptyCategory(category)} />
        ) : (
          <p lang="en" className="py-16 text-center text-lg text-muted-foreground">
            {blogText.listEmpty}
          </p>
        )
      ) : (
        <>
          {data.featured && (
            <div className="mb-12">
              <FeaturedPost post={data.featured} label={category ? blogNavText.featuredInCategory(category) : blogNavText.featuredLabel} />
            </div>
          )}
          {data.posts.length > 0 && (
            <div className={gridClasses}>
              {data.posts.map((post, index) => (
                <BlogCard key={post.id} post={post} index={index} priority={page > 1 && index === 0} />
              ))}
            </div>
          )}
          <ListPagination category={category} page={page} pages={pageCount(data.total)} />
        </>
      )}
    </div>
  );
}

/** An empty or unreachable selection says why, with the way back to what exists. */
function ListMessage({ text, icon = false, category }: { text: string; icon?: boolean; category?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      {icon && <WifiOff aria-hidden="true" className="mb-6 size-12 text-muted-foreground" />}
      <p className="text-lg text-pretty text-muted-foreground">{text}</p>
      <Link to="/blog" search={category === undefined ? {} : { kategori: category }} className="mt-6 font-medium text-accent underline underline-offset-4">
        {category === undefined ? blogNavText.showAll : blogNavText.firstPage}
      </Link>
    </div>
  );
}
