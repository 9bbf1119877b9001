import { publishedPostsQuery } from "../../blog/api/blog-queries.ts";

/** How many posts the teaser shows (docs/product-rules.md#landing-page). */
export const TEASER_POST_COUNT = 3;

/** The landing page's blog teaser: the latest published posts. */
export function teaserPostsQuery() {
  return publishedPostsQuery(TEASER_POST_COUNT);
}
