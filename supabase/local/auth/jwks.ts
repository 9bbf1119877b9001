import type { Handler } from "./handler.ts";
import { sendJson } from "./http.ts";

/**
 * GET /.well-known/jwks.json. Tokens are signed with HS256 and the shared JWT secret (the Supabase CLI's
 * default), and a symmetric key must never be published, so like GoTrue configured with only a symmetric
 * key this lists no keys. Clients then verify through GET /user, as supabase-js' getClaims() falls back to.
 */
export const jwks: Handler = async (_deps, request) => {
  sendJson(request.res, 200, { keys: [] }, { "cache-control": "public, max-age=600" });
};
