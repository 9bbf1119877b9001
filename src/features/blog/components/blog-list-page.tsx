import { useQuery } from "@tanstack/react-query";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { publishedPostsQuery } from "../api/blog-queries.ts";
import { blogText } from "../strings.ts";
import { BlogCard } from "../blog-card.tsx";
import { BlogCardSkeleton } from "../blog-card-skeleton.tsx";

/** Number of placeholder cards while loading (docs/product-rules.md#blog). */
const BLOG_PLACEHOLDER_COUNT = 6;

const gridClasses = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

export function BlogListPage() {
  useDocumentTitle(blogText.listTitle);
  // Errors are thrown to the route's error boundary (docs/product-rules.md#errors-shown-logged-or-thrown).
  const { data: posts, isPending } = useQuery({ ...publishedPostsQuery(), throwOnError: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header lang="en" className="mb-12 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{blogText.listTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{blogText.listSubtitle}</p>
      </header>

      {isPending ? (
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
      ) : posts && posts.length > 0 ? (
        <div className={gridClasses}>
          {posts.map((post, index) => (
            <BlogCard key={post.id} post={post} index={index} priority={index === 0} />
          ))}
        </div>
      ) : (
        <p lang="en" className="py-16 text-center text-lg text-muted-foreground">
          {blogText.listEmpty}
        </p>
      )}
    </div>
  );
}
