import { useEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { blogKeys } from "../api/blog-queries.ts";
import { takeViewCountedOnLoad } from "../api/count-view-on-load.ts";
import type { BlogPost } from "../schemas.ts";

/**
 * Counts one view per page load of a published post, through the `increment_post_views` RPC
 * (visitors have no UPDATE right on posts). The ref remembers which post this mounted page already
 * counted, so React StrictMode's double effect run and cache refreshes never count twice, while a
 * new visit (a new mount) or moving to another post counts again.
 */
export function usePostViewCounter(slug: string, postId: string | undefined): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: async (id: string) => {
      // The first post of a prerendered page load was counted by src/main.tsx already.
      const countedOnLoad = takeViewCountedOnLoad(id);
      if (countedOnLoad) return countedOnLoad;
      const { countPostView } = await import("../api/post-views.ts");
      return countPostView(id);
    },
    onSuccess: (count) => {
      if (count === null) return;
      queryClient.setQueryData<BlogPost | null>(blogKeys.post(slug), (post) =>
        post ? { ...post, views_count: count } : post,
      );
    },
    // A lost view count must never disturb reading the post.
    onError: (error) => console.warn("Could not count the post view:", error),
  });
  const countedPostId = useRef<string | null>(null);

  useEffect(() => {
    if (!postId || countedPostId.current === postId) return;
    countedPostId.current = postId;
    mutate(postId);
  }, [postId, mutate]);
}
