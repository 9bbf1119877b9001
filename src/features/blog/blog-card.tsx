import type { CSSProperties } from "react";
import { Link } from "@tanstack/react-router";
import { CardCover, CardMeta } from "./card-parts.tsx";
import type { BlogPostCard } from "./schemas.ts";
import { englishCardText, type BlogCardText } from "./strings.ts";

/** Extra animation delay per card (0.1 s), so the grid fills in one card after another. */
const CARD_STAGGER_MS = 100;

interface BlogCardProps {
  post: BlogPostCard;
  index: number;
  text?: BlogCardText;
  /** Heading level of the title, so the card fits the page's outline (h2 on /blog, h3 in a section). */
  headingLevel?: "h2" | "h3";
  /** The card is at the top of the page: its image is the page's largest paint, so fetch it first. */
  priority?: boolean;
}

export function BlogCard({ post, index, text = englishCardText, headingLevel: Heading = "h2", priority = false }: BlogCardProps) {
  const style: CSSProperties = { animationDelay: `${index * CARD_STAGGER_MS}ms` };
  return (
    <article
      data-testid="blog-card"
      style={style}
      className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg motion-safe:animate-fade-up"
    >
      <CardCover
        image={post.featured_image}
        // One column on a phone, two from md, three from lg (at most about 400 px wide).
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        width={640}
        height={360}
        priority={priority}
        className="aspect-video w-full"
        artTestId="blog-card-art"
      />
      <div className="flex flex-1 flex-col p-6">
        <CardMeta category={post.category} minutes={post.reading_time_minutes} text={text}
          className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground" />
        <Heading className="text-xl leading-snug font-semibold text-foreground group-hover:text-accent">
          {/* The stretched link makes the whole card clickable while keeping one short link name. */}
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-muted-foreground">{post.excerpt}</p>
        <div lang={text.lang} className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4 text-sm text-muted-foreground">
          {post.published_at ? (
            <time dateTime={post.published_at}>{text.formatDate(post.published_at)}</time>
          ) : (
            <span>{text.comingSoon}</span>
          )}
          {post.author_name && <span>{text.byAuthor(post.author_name)}</span>}
        </div>
      </div>
    </article>
  );
}
