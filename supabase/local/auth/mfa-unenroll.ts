import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { unprocessable } from "./errors.ts";
import { factorMethod, loadOwnFactor } from "./factors.ts";
import { sendJson } from "./http.ts";
import { authenticate } from "./require-auth.ts";

/**
 * DELETE /factors/{id}: removing a verified factor needs an aal2 session. Sessions that reached aal2
 * with it drop back to aal1 (their factor's AMR claim is removed), like GoTrue's DowngradeSessionsToAAL1.
 */
export const unenrollFactor: Handler = async (deps, request) => {
  const principal = await authenticate(deps, request);
  const factor = await loadOwnFactor(deps.db, principal, request.params.factorId ?? "");
  if (factor.status === "verified" && principal.session?.aal !== "aal2") {
    throw unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor");
  }
  await transaction(deps.db, async (tx) => {
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = $2
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id, factorMethod(factor)],
    );
    await tx.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factor.id]);
    await tx.query("delete from auth.mfa_factors where id = $1", [factor.id]);
  });
  sendJson(request.res, 200, { id: factor.id });
};
