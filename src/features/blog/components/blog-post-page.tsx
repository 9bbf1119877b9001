import { useEffect } from "react";
import { onlineManager, useQuery } from "@tanstack/react-query";
import { safeExternalUrl } from "#shared/lib/url.ts";
import { publishedPostQuery } from "../api/blog-queries.ts";
import { isNetworkFailure } from "../api/network-failure.ts";
import { usePostViewCounter } from "../hooks/use-post-view-counter.ts";
import { LinkedInRedirect } from "./linkedin-redirect.tsx";
import { PostArticle } from "./post-article.tsx";
import { PostNotFound } from "./post-not-found.tsx";
import { PostOffline } from "./post-offline.tsx";
import { PostSkeleton } from "./post-skeleton.tsx";
import { RelatedPosts } from "./related-posts.tsx";

export function BlogPostPage({ slug }: { slug: string }) {
  const { data: post, isPending, error, fetchStatus } = useQuery(publishedPostQuery(slug));
  usePostViewCounter(slug, post?.id);

  useEffect(() => {
    if (error) console.error(`Could not load the post "${slug}":`, error);
  }, [error, slug]);

  // Offline, a post never read has no saved copy: the query waits for the network (paused) or fails
  // to reach it. That is not a missing post, so the reader is told the truth and led back to /blog.
  if (isPending && fetchStatus === "paused") return <PostOffline />;
  if (isPending) return <PostSkeleton />;
  // Query's onlineManager learns only from online/offline events, so a page opened offline still thinks it is
  // online: the browser's own flag decides too.
  if (error && isNetworkFailure(error, onlineManager.isOnline() && navigator.onLine)) return <PostOffline />;
  // A server error and a missing post look the same to the reader (docs/product-rules.md#blog).
  if (error || !post) return <PostNotFound />;

  const linkedInUrl = safeExternalUrl(post.linkedin_url);
  if (linkedInUrl) return <LinkedInRedirect title={post.title} url={linkedInUrl} />;
  return (
    <>
      <PostArticle post={post} />
      <RelatedPosts slug={post.slug} category={post.category} />
    </>
  );
}
