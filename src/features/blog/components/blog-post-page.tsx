import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { safeExternalUrl } from "../../../lib/url.ts";
import { publishedPostQuery } from "../api/blog-queries.ts";
import { usePostViewCounter } from "../hooks/use-post-view-counter.ts";
import { LinkedInRedirect } from "./linkedin-redirect.tsx";
import { PostArticle } from "./post-article.tsx";
import { PostNotFound } from "./post-not-found.tsx";
import { PostSkeleton } from "./post-skeleton.tsx";

export function BlogPostPage({ slug }: { slug: string }) {
  const { data: post, isPending, error } = useQuery(publishedPostQuery(slug));
  usePostViewCounter(slug, post?.id);

  useEffect(() => {
    if (error) console.error(`Could not load the post "${slug}":`, error);
  }, [error, slug]);

  if (isPending) return <PostSkeleton />;
  // A failed fetch and a missing post look the same to the reader (SPEC section 8).
  if (error || !post) return <PostNotFound />;

  const linkedInUrl = safeExternalUrl(post.linkedin_url);
  if (linkedInUrl) return <LinkedInRedirect title={post.title} url={linkedInUrl} />;
  return <PostArticle post={post} />;
}
