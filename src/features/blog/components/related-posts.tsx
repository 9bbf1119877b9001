import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { CardCover, CardMeta } from "../card-parts.tsx";
import { relatedPostsQuery } from "../api/blog-queries.ts";
import type { RelatedPost } from "../schemas.ts";
import { blogNavText, danishCardText } from "../strings.ts";

/**
 * Where to read on after a post (issue 36): up to three other published posts, from Postgres
 * (public.related_blog_posts), same category first, then the newest others. The heading says which kind they
 * are. Prerendered with the post; without data (offline and never fetched, or a failed read) it is left out,
 * since the post itself is what the reader came for.
 */
export function RelatedPosts({ slug, category }: { slug: string; category: string }) {
  const { data: posts } = useQuery(relatedPostsQuery(slug));
  if (!posts || posts.length === 0) return null;
  const same = posts.filter((post) => post.same_category).length;
  const heading =
    same === posts.length ? blogNavText.relatedSame(category) : same === 0 ? blogNavText.relatedLatest : blogNavText.relatedMixed(category);

  return (
    <section aria-labelledby="related-heading" data-testid="related-posts" className="border-t border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 sm:mb-8">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-foreground">
            {heading}
          </h2>
          <Link
            to="/blog"
            search={same > 0 ? { kategori: category } : {}}
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {same > 0 ? blogNavText.moreInCategory(category) : blogNavText.showAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {posts.map((post) => (
            <li key={post.id} className="min-w-0">
              <RelatedCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * A compact card: a row with a thumbnail on a phone, a column with the picture on top from md. A list item, not
 * an <article>: the page's one article is the post.
 */
function RelatedCard({ post }: { post: RelatedPost }) {
  const text = danishCardText;
  return (
    <div
      data-testid="related-card"
      data-same-category={post.same_category}
      className="group relative flex h-full gap-4 overflow-hidden rounded-xl border border-border bg-card p-3 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md md:flex-col md:p-0"
    >
      <CardCover
        image={post.featured_image}
        sizes="(min-width: 768px) 360px, 112px"
        width={640}
        height={360}
        className="aspect-square w-20 shrink-0 rounded-lg sm:w-28 md:aspect-video md:w-full md:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col md:p-5">
        <CardMeta category={post.category} minutes={post.reading_time_minutes} text={text}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground" iconClassName="size-3.5" />
        <h3 lang={text.lang} className="mt-2 text-base leading-snug font-semibold [overflow-wrap:anywhere] text-foreground hyphens-auto group-hover:text-accent md:text-lg">
          <Link to="/blog/$slug" params={{ slug: post.slug }} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {post.title}
          </Link>
        </h3>
        {post.published_at && (
          <time lang={text.lang} dateTime={post.published_at} className="mt-auto pt-2 text-xs text-muted-foreground">
            {text.formatDate(post.published_at)}
          </time>
        )}
      </div>
    </div>
  );
}
