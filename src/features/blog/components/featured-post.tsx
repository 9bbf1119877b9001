import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { CardCover, CardMeta } from "../card-parts.tsx";
import type { BlogPostCard } from "../schemas.ts";
import { englishCardText } from "../strings.ts";

/**
 * The newest post of the selection, shown large above the grid (and not repeated in it). Decided for issue 36:
 * the data model has no "featured" flag, and adding one would give the editor a second thing to keep true, so
 * the featured post is simply the newest published one (of the chosen category, when one is chosen).
 */
export function FeaturedPost({ post, label }: { post: BlogPostCard; label: string }) {
  const text = englishCardText;
  return (
    <article
      data-testid="blog-featured"
      className="group relative grid overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg md:grid-cols-12"
    >
      <CardCover
        image={post.featured_image}
        // Full width on a phone, seven of twelve columns of the 1280 px container from md.
        sizes="(min-width: 1280px) 750px, (min-width: 768px) 58vw, 100vw"
        width={1200}
        height={675}
        priority
        className="aspect-video h-full w-full md:col-span-7"
      />
      <div className="flex flex-col justify-center p-6 sm:p-8 md:col-span-5 lg:p-10">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{label}</p>
        <CardMeta category={post.category} minutes={post.reading_time_minutes} text={text}
          className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted-foreground" />
        <h2 className="mt-4 text-2xl leading-tight font-bold tracking-tight text-balance text-foreground group-hover:text-accent sm:text-3xl">
          <Link to="/blog/$slug" params={{ slug: post.slug }} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-4 text-base text-muted-foreground sm:text-lg">{post.excerpt}</p>
        <div lang={text.lang} className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {post.published_at ? <time dateTime={post.published_at}>{text.formatDate(post.published_at)}</time> : <span>{text.comingSoon}</span>}
          {post.author_name && <span>{text.byAuthor(post.author_name)}</span>}
          <ArrowRight aria-hidden="true" className="ml-auto size-5 text-accent transition-transform group-hover:translate-x-1" />
        </div>
      </div>
    </article>
  );
}
