import type { Handler } from "./handler.ts";
import { AdminUserParams, banUntil, loadUserParam } from "./admin-params.ts";
import { transaction } from "./db.ts";
import { unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { checkPasswordStrength, hashPassword } from "./password.ts";
import { authenticateAdmin } from "./require-auth.ts";
import { deleteSessions } from "./sessions.ts";
import { findUserByEmail, findUserById, updateUserMetadata, userJson } from "./users.ts";
import { validateEmail } from "./validate.ts";

/**
 * PUT /admin/users/{id} (auth.admin.updateUserById): sets e-mail (no confirmation mail), password
 * (signing the user out everywhere), role, ban, confirmation, and merges both metadata maps.
 */
export const adminUserUpdate: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const { config, db } = deps;
  const user = await loadUserParam(db, request.params.userId ?? "");
  const params = await readParams(request.req, AdminUserParams, "AdminUserParams");
  if (params.phone !== "") throw unprocessable("phone_provider_disabled", "Unsupported phone provider");
  const email = params.email !== "" ? validateEmail(params.email) : "";
  if (email !== "" && email !== (user.email ?? "").toLowerCase() && (await findUserByEmail(db, email, user.aud ?? config.audience))) {
    throw unprocessable("email_exists", "A user with this email address has already been registered");
  }
  if (params.password !== undefined) checkPasswordStrength(config, params.password);
  const encryptedPassword = params.password !== undefined ? await hashPassword(config, params.password) : null;
  const banned = params.ban_duration !== "" ? { until: banUntil(params.ban_duration) } : null;

  const body = await transaction(db, async (tx) => {
    if (params.role !== "") await tx.query("update auth.users set role = $2, updated_at = now() where id = $1", [user.id, params.role]);
    if (email !== "" && email !== user.email) {
      await tx.query("update auth.users set email = $2, updated_at = now() where id = $1", [user.id, email]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
         where user_id = $1 and provider = 'email'`,
        [user.id, email],
      );
    }
    if (encryptedPassword !== null) {
      await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [user.id, encryptedPassword]);
      await deleteSessions(tx, user.id);
    }
    if (params.email_confirm === true && user.email_confirmed_at === null) {
      await tx.query("update auth.users set email_confirmed_at = now() where id = $1", [user.id]);
      await updateUserMetadata(tx, user, { email_verified: true });
    }
    if (params.user_metadata !== undefined) await updateUserMetadata(tx, user, params.user_metadata);
    if (params.app_metadata !== undefined) {
      const appMetadata = { ...(user.raw_app_meta_data ?? {}) };
      for (const [key, value] of Object.entries(params.app_metadata)) {
        if (value === null) delete appMetadata[key];
        else appMetadata[key] = value;
      }
      await tx.query("update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1", [user.id, appMetadata]);
    }
    if (banned) await tx.query("update auth.users set banned_until = $2, updated_at = now() where id = $1", [user.id, banned.until]);
    const fresh = await findUserById(tx, user.id);
    return userJson(tx, fresh ?? user);
  });
  sendJson(request.res, 200, body);
};
