import type { Handler } from "./handler.ts";
import { badRequest } from "./errors.ts";
import { sendJson } from "./http.ts";
import { authenticate } from "./require-auth.ts";
import { userJson } from "./users.ts";

/** GET /user: the signed-in user, for a token of the audience this server issues. */
export const userGet: Handler = async (deps, request) => {
  const { user, claims } = await authenticate(deps, request);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (aud !== deps.config.audience) {
    throw badRequest("validation_failed", "Token audience doesn't match request audience");
  }
  sendJson(request.res, 200, await userJson(deps.db, user));
};
