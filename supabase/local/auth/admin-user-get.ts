import type { Handler } from "./handler.ts";
import { loadUserParam } from "./admin-params.ts";
import { sendJson } from "./http.ts";
import { authenticateAdmin } from "./require-auth.ts";
import { userJson } from "./users.ts";

/** GET /admin/users/{id} (auth.admin.getUserById). */
export const adminUserGet: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const user = await loadUserParam(deps.db, request.params.userId ?? "");
  sendJson(request.res, 200, await userJson(deps.db, user));
};
