import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "#shared/database.types.ts";

let client: Promise<SupabaseClient<Database>> | undefined;

/**
 * The Supabase client for whatever acts as the signed-in user (auth, sessions, functions), used only by
 * features' query and mutation functions. Visitors' public reads use `getPublicData()` (./public-data.ts).
 * supabase-js is about a quarter of the app's JavaScript, so it lives in its own chunk that loads on
 * the first data request instead of delaying the first paint of every page.
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  client ??= import("./supabase-client.ts").then((module) => module.supabase);
  return client;
}
