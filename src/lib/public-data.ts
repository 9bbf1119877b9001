import type { PostgrestClient } from "@supabase/postgrest-js";
import type { Database } from "#shared/database.types.ts";

let client: Promise<PostgrestClient<Database>> | undefined;

/**
 * The database as any visitor sees it (anon key, row-level security for `anon`): published posts,
 * active testimonials and the view counter. These reads are the same for every visitor, signed in or
 * not, so they need none of supabase-js's auth, realtime or storage code: this is postgrest-js, the
 * query builder inside supabase-js (same API, same requests), about a sixth of the size. Anything that
 * acts as the signed-in user goes through `getSupabase()` from ./supabase.ts.
 */
export function getPublicData(): Promise<PostgrestClient<Database>> {
  client ??= import("./public-data-client.ts").then((module) => module.publicData);
  return client;
}
