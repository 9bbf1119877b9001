import { Calendar, Clock, Eye, User } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { formatArticleDate, formatCount } from "#shared/lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { coverSrcSet } from "../image-sources.ts";
import type { BlogPost } from "../schemas.ts";
import { blogText, englishCardText } from "../strings.ts";
import { BackToBlogLink } from "./back-to-blog-link.tsx";
import { MarkdownContent } from "./markdown-content.tsx";
import { PostCallToAction } from "./post-cta.tsx";

export function PostArticle({ post }: { post: BlogPost }) {
  useDocumentTitle(post.title);

  // data-post-id: the view is counted on load from the prerendered page (count-view-on-load.ts).
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-post-id={post.id}>
      <div className="mb-8">
        <BackToBlogLink />
      </div>
      <header className="mb-10">
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="secondary">{post.category}</Badge>
          <span lang="en" className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {englishCardText.readingTime(post.reading_time_minutes)}
          </span>
        </div>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-foreground sm:text-4xl lg:text-5xl">
          {post.title}
        </h1>
        <div lang="en" className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-muted-foreground">
          {post.author_name && (
            <span className="inline-flex items-center gap-1.5">
              <User aria-hidden="true" className="size-4" />
              {englishCardText.byAuthor(post.author_name)}
            </span>
          )}
          {post.published_at && (
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="size-4" />
              <time dateTime={post.published_at}>{formatArticleDate(post.published_at)}</time>
            </span>
          )}
          {post.views_count > 0 && (
            <span data-testid="post-views" className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4" />
              {blogText.views(post.views_count, formatCount(post.views_count))}
            </span>
          )}
        </div>
      </header>
      {post.featured_image && (
        // Above the fold: loaded eagerly with high priority, sized to avoid layout shift.
        <img
          src={post.featured_image}
          srcSet={coverSrcSet(post.featured_image)}
          // The article column is max-w-3xl (768 px) less its padding.
          sizes="(min-width: 768px) 720px, 100vw"
          alt={post.title}
          width={1200}
          height={675}
          fetchPriority="high"
          decoding="async"
          className="mb-10 aspect-video w-full rounded-xl bg-muted object-cover"
        />
      )}
      <MarkdownContent markdown={post.content} />
      <PostCallToAction />
    </article>
  );
}
