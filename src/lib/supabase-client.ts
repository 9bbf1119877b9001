import { createClient } from "@supabase/supabase-js";
import type { Database } from "#shared/database.types.ts";
import { env } from "./env.ts";
import { REQUEST_TIMEOUT_MS } from "./request-timeout.ts";

/** Import through `getSupabase()` from ./supabase.ts, never directly, so the client stays code-split. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  db: { timeout: REQUEST_TIMEOUT_MS },
});
