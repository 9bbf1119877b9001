import { PostgrestClient } from "@supabase/postgrest-js";
import type { Database } from "./database.types.ts";
import { env } from "./env.ts";

/** Import through `getPublicData()` from ./public-data.ts, never directly, so the client stays code-split. */
export const publicData = new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
  // What supabase-js sends for a visitor: the anon key as both API key and bearer token.
  headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  // A hung request fails after 15 s instead of leaving a loading state up for ever (as supabase.ts).
  timeout: 15_000,
});
