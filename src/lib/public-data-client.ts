import { PostgrestClient } from "@supabase/postgrest-js";
import type { Database } from "#shared/database.types.ts";
import { env } from "./env.ts";
import { REQUEST_TIMEOUT_MS } from "./request-timeout.ts";

/** Import through `getPublicData()` from ./public-data.ts, never directly, so the client stays code-split. */
export const publicData = new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
  // What supabase-js sends for a visitor: the anon key as both API key and bearer token.
  headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  timeout: REQUEST_TIMEOUT_MS,
});
