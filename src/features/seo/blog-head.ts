import type { QueryClient } from "@tanstack/react-query";
import { publishedPostQuery } from "../blog/api/blog-queries.ts";
import type { BlogPost } from "../blog/schemas.ts";
import { blogText } from "../blog/strings.ts";
import type { PageHead } from "./page-head.ts";
import type { PageBuilder } from "./resolve-head.ts";
import { DEFAULT_SHARE_IMAGE, pageTitle, siteIdentity, siteUrl } from "./site-meta.ts";

/** Lazily imported by resolve-head.ts: the blog's queries and schemas stay out of the first load. */
export const BLOG_HEAD = { title: blogText.listTitle, description: blogText.listSubtitle };

/** A post's head from the query cache (or one request); null when there is no such published post. */
export async function postHead(slug: string, queryClient: QueryClient, page: PageBuilder): Promise<PageHead | null> {
  let post: BlogPost | null;
  try {
    // Cached data of any age will do: the title and description hardly change, and offline it is all there is.
    post = await queryClient.ensureQueryData(publishedPostQuery(slug));
  } catch {
    return null;
  }
  if (!post) return null;
  const description = post.meta_description?.trim() || post.excerpt;
  const image = siteUrl(post.featured_image ?? DEFAULT_SHARE_IMAGE);
  const canonical = siteUrl(`/blog/${encodeURIComponent(post.slug)}`);
  return page({
    title: pageTitle(post.title),
    description,
    canonical,
    ogType: "article",
    image,
    imageAlt: post.title,
    keywords: post.meta_keywords,
    publishedTime: post.published_at ?? undefined,
    jsonLd: articleJsonLd(post, { description, image, canonical }),
  });
}

/** schema.org Article (https://schema.org/Article, Google's "Article structured data"). */
function articleJsonLd(
  post: BlogPost,
  resolved: { description: string; image: string; canonical: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: resolved.description,
    image: [resolved.image],
    datePublished: post.published_at ?? post.created_at,
    dateModified: post.published_at ?? post.created_at,
    inLanguage: "da",
    ...(post.meta_keywords.length ? { keywords: post.meta_keywords.join(", ") } : {}),
    articleSection: post.category,
    author: post.author_name
      ? { "@type": "Person", name: post.author_name }
      : { "@type": "Organization", name: siteIdentity.resellerName },
    publisher: {
      "@type": "Organization",
      name: siteIdentity.resellerName,
      logo: { "@type": "ImageObject", url: siteUrl(DEFAULT_SHARE_IMAGE) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": resolved.canonical },
  };
}
