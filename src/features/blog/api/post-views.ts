import { z } from "zod/mini";
import { getPublicData } from "../../../lib/public-data.ts";

// zod/mini, not zod: this is the only fetching code a prerendered post page runs, and the full zod
// (with the blog's schemas) would more than double what the count costs to load.
const viewCount = z.nullable(z.int());

/** Counts one view through the `increment_post_views` RPC; the new count, or null for no such post. */
export async function countPostView(postId: string): Promise<number | null> {
  const db = await getPublicData();
  const { data, error } = await db.rpc("increment_post_views", { post_id: postId });
  if (error) throw new Error(error.message);
  return viewCount.parse(data);
}
