// The one place where edge functions pin their npm dependencies (hosted Supabase and the local
// Deno both resolve `npm:` specifiers from the npm registry).
export { createClient, type SupabaseClient, type User } from "npm:@supabase/supabase-js@2.109.0";
export { z } from "npm:zod@4.6.7";
