import { createClient, type SupabaseClient, type User } from "./deps.ts";
import { HttpError } from "./http.ts";

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A client acting as the caller, so row-level security applies exactly as in the browser. */
export function clientAs(accessToken: string): SupabaseClient {
  return createClient(env("SUPABASE_URL"), env("SUPABASE_ANON_KEY"), {
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** Bypasses RLS: only for writes the caller may not do directly (e.g. chat rows). */
export function serviceClient(): SupabaseClient {
  return createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** The signed-in user behind a token, checked with the auth server; anything else is a 401. */
export async function requireUser(accessToken: string): Promise<{ user: User; client: SupabaseClient }> {
  const client = clientAs(accessToken);
  const { data, error } = await client.auth.getUser(accessToken);
  if (error || !data.user) throw new HttpError(401, "Invalid or expired token");
  return { user: data.user, client };
}
