// verify-admin: answers { isAdmin } for the caller's access token, from public.is_admin() in Postgres.
import { z } from "../_shared/deps.ts";
import { bearerToken, HttpError, json, readJson, serve } from "../_shared/http.ts";
import { requireUser } from "../_shared/supabase.ts";

// The app sends no payload; anything it does send must at least be a JSON object.
const body = z.object({}).loose();

Deno.serve(
  serve(["POST", "GET"], async (request) => {
    const token = bearerToken(request);
    if (request.method === "POST") await readJson(request, body);
    const { client } = await requireUser(token);
    // is_admin() reads auth.uid() from the caller's token, so the answer can't be asked for someone else.
    const { data, error } = await client.rpc("is_admin");
    if (error) {
      console.error("is_admin failed", error);
      throw new HttpError(502, "Could not verify admin status");
    }
    return json(200, { isAdmin: data === true });
  }),
);
