import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database.types.ts";

let client: Promise<SupabaseClient<Database>> | undefined;

/**
 * The one Supabase client of the app, used only by features' query and mutation functions.
 * supabase-js is about a quarter of the app's JavaScript, so it lives in its own chunk that loads on
 * the first data request instead of delaying the first paint of every page.
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  client ??= import("./supabase-client.ts").then((module) => module.supabase);
  return client;
}
