import type { Handler } from "./handler.ts";
import { loadUserParam } from "./admin-params.ts";
import { AuthApiError } from "./errors.ts";
import { sendJson } from "./http.ts";
import { authenticateAdmin } from "./require-auth.ts";

/**
 * DELETE /admin/users/{id} (auth.admin.deleteUser): removes the user with identities, sessions and
 * factors; rows elsewhere follow their foreign keys (cascade or set null).
 */
export const adminUserDelete: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const user = await loadUserParam(deps.db, request.params.userId ?? "");
  try {
    await deps.db.query("delete from auth.users where id = $1", [user.id]);
  } catch (error) {
    // A table of the app still pointing at the user without ON DELETE: GoTrue fails the same way.
    if ((error as { code?: string }).code === "23503") throw new AuthApiError(500, "unexpected_failure", "Database error deleting user");
    throw error;
  }
  sendJson(request.res, 200, {});
};
