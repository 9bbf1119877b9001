import type { QueryClient } from "@tanstack/react-query";
import { activeTestimonialsQuery } from "../api/testimonials-queries.ts";
import { teaserPostsQuery } from "../api/teaser-posts-query.ts";
import type { DeferredSectionName } from "./adopted-sections.ts";

const differs = (built: unknown, fresh: unknown) => JSON.stringify(fresh) !== JSON.stringify(built);

/**
 * Reads a deferred section's data again (loaded at the section's start, with the reading code): true
 * when it differs from the data the build rendered into the page, which the cache holds since the
 * app's start. staleTime 0, since that data counts as fresh there (start-app.tsx). A failed read rejects.
 */
export async function sectionDataChanged(name: DeferredSectionName, queryClient: QueryClient): Promise<boolean> {
  if (name === "testimonials") {
    const query = activeTestimonialsQuery();
    return differs(queryClient.getQueryData(query.queryKey), await queryClient.fetchQuery({ ...query, staleTime: 0 }));
  }
  const query = teaserPostsQuery();
  return differs(queryClient.getQueryData(query.queryKey), await queryClient.fetchQuery({ ...query, staleTime: 0 }));
}
