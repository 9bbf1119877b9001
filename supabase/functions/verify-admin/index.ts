// verify-admin: answers { isAdmin } for the caller's access token, from private.is_admin() in Postgres
// (reached through the public wrapper rpc `is_admin()`, which takes no user id: it asks about the caller only).
import { z } from "../_shared/deps.ts";
import { readJson } from "../_shared/body.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { requireUser } from "../_shared/supabase.ts";

// The app sends no payload; anything it does send must at least be a small JSON object.
const body = z.object({}).loose();

Deno.serve(
  serve(["POST", "GET"], async (request) => {
    // The token is checked before a byte of the body is read: an anonymous caller makes us read nothing.
    const { client } = await requireUser(bearerToken(request));
    if (request.method === "POST") {
      const parsed = await readJson(request, body);
      if (parsed instanceof Response) return parsed;
    }
    const { data, error } = await client.rpc("is_admin");
    if (error) {
      console.error("is_admin failed", error);
      throw new HttpError(502, "Could not verify admin status");
    }
    return json(200, { isAdmin: data === true });
  }),
);
