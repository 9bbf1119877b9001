import type { Database } from "./database.types.ts";
import { createClient, type SupabaseClient, type User } from "./deps.ts";
import { HttpError } from "./http.ts";

// Postgres passes SQL null to any function argument, and the functions pass null where a value is absent
// (no signed-in user, no escalation). The generated types, like the Supabase CLI's, type arguments as
// non-null, so the functions' view of the schema lets every argument also be null.
type NullableArgs<Functions> = {
  [Name in keyof Functions]: Functions[Name] extends { Args: infer Args }
    ? Omit<Functions[Name], "Args"> & { Args: [Args] extends [never] ? never : { [Arg in keyof Args]: Args[Arg] | null } }
    : Functions[Name];
};
type Schema = Omit<Database["public"], "Functions"> & { Functions: NullableArgs<Database["public"]["Functions"]> };
type FunctionsDatabase = Omit<Database, "public"> & { public: Schema };

/** A client typed by the schema the migrations create (`npm run gen:types` writes database.types.ts). */
export type DbClient = SupabaseClient<FunctionsDatabase>;

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** A client acting as the caller, so row-level security applies exactly as in the browser. */
export function clientAs(accessToken: string): DbClient {
  return createClient<FunctionsDatabase>(env("SUPABASE_URL"), env("SUPABASE_ANON_KEY"), {
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** Bypasses RLS: only for writes the caller may not do directly (e.g. chat rows). */
export function serviceClient(): DbClient {
  return createClient<FunctionsDatabase>(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** The signed-in user behind a token, checked with the auth server; anything else is a 401. */
export async function requireUser(accessToken: string): Promise<{ user: User; client: DbClient }> {
  const client = clientAs(accessToken);
  const { data, error } = await client.auth.getUser(accessToken);
  if (error || !data.user) throw new HttpError(401, "Invalid or expired token");
  return { user: data.user, client };
}
