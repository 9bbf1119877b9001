import type { Handler } from "./handler.ts";
import { loadUserParam } from "./admin-params.ts";
import { transaction } from "./db.ts";
import { notFound } from "./errors.ts";
import { factorMethod } from "./factors.ts";
import { sendJson } from "./http.ts";
import { authenticateAdmin } from "./require-auth.ts";
import { factorJson, listFactors, type FactorRow } from "./users.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /admin/users/{id}/factors (auth.admin.mfa.listFactors): the user's factors, secrets left out. */
export const adminFactorsList: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const user = await loadUserParam(deps.db, request.params.userId ?? "");
  sendJson(request.res, 200, (await listFactors(deps.db, user.id)).map(factorJson));
};

/**
 * DELETE /admin/users/{id}/factors/{factorId} (auth.admin.mfa.deleteFactor): how an admin resets a member's
 * lost authenticator. No aal2 is needed; sessions that reached aal2 with it drop back to aal1.
 */
export const adminFactorDelete: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const user = await loadUserParam(deps.db, request.params.userId ?? "");
  const factorId = request.params.factorId ?? "";
  if (!UUID.test(factorId)) throw notFound("validation_failed", "factor_id must be an UUID");
  const factor = await transaction(deps.db, async (tx) => {
    const { rows } = await tx.query<FactorRow>("select * from auth.mfa_factors where id = $1 and user_id = $2 for update", [
      factorId,
      user.id,
    ]);
    const found = rows[0];
    if (!found) throw notFound("mfa_factor_not_found", "Factor not found");
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = $2
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [found.id, factorMethod(found)],
    );
    await tx.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [found.id]);
    await tx.query("delete from auth.mfa_factors where id = $1", [found.id]);
    return found;
  });
  sendJson(request.res, 200, factorJson(factor));
};
