import { createClient } from "@supabase/supabase-js";
import type { Database } from "./database.types.ts";
import { env } from "./env.ts";

/** Import through `getSupabase()` from ./supabase.ts, never directly, so the client stays code-split. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  // A hung request fails after 15 s instead of leaving a loading state up for ever.
  db: { timeout: 15_000 },
});
