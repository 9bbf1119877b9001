/**
 * A prerendered post counts its view when the page loads, not when its app starts: the app may wait
 * for the visitor's first touch (src/app/start-on-intent.ts), and a reader who only reads is a reader.
 * src/main.tsx starts the count; the post page's view counter (use-post-view-counter.ts) takes its
 * answer instead of counting the same page load again.
 */

/** On the prerendered <article> of a post (post-article.tsx). */
const POST_ID_ATTRIBUTE = "data-post-id";

let counted: { postId: string; count: Promise<number | null> } | null = null;

export function countViewOnLoad(): void {
  const postId = document.querySelector(`article[${POST_ID_ATTRIBUTE}]`)?.getAttribute(POST_ID_ATTRIBUTE);
  if (!postId) return;
  const count = import("./post-views.ts").then(({ countPostView }) => countPostView(postId));
  // A lost view count must never disturb reading the post; the counter logs it if it asks for it.
  count.catch(() => undefined);
  counted = { postId, count };
}

/** The count made on load for this post, once; null when there was none (then the caller counts). */
export function takeViewCountedOnLoad(postId: string): Promise<number | null> | null {
  if (counted?.postId !== postId) return null;
  const { count } = counted;
  counted = null;
  return count;
}
