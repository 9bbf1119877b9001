import type { Handler } from "./handler.ts";
import { badRequest } from "./errors.ts";
import { sendNoContent } from "./http.ts";
import { authenticate } from "./require-auth.ts";
import { deleteSessions } from "./sessions.ts";

/**
 * POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them). Access tokens
 * already issued stay valid JWTs until they expire, but /user then answers 403 session_not_found.
 */
export const logout: Handler = async (deps, request) => {
  const scope = request.url.searchParams.get("scope") ?? "";
  if (!["", "global", "local", "others"].includes(scope)) {
    throw badRequest("validation_failed", `Unsupported logout scope "${scope}"`);
  }
  const { user, session } = await authenticate(deps, request);
  if (session && scope === "local") {
    await deps.db.query("delete from auth.sessions where id = $1", [session.id]);
  } else if (session && scope === "others") {
    await deleteSessions(deps.db, user.id, session.id);
  } else {
    await deleteSessions(deps.db, user.id);
  }
  sendNoContent(request.res);
};
