import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { badRequest, forbidden, unauthorized, unprocessable } from "./errors.ts";
import { mailEmailChange } from "./email-tokens.ts";
import { pkceMethod } from "./flow-state.ts";
import { checkReauthentication } from "./reauthenticate.ts";
import { readParams, sendJson } from "./http.ts";
import { checkPasswordStrength, hashPassword, verifyPassword } from "./password.ts";
import { chooseRedirect } from "./redirect.ts";
import { authenticate } from "./require-auth.ts";
import { deleteSessions } from "./sessions.ts";
import { findUserByEmail, findUserById, listFactors, updateUserMetadata, userJson } from "./users.ts";
import { jsonMap, optionalStr, str, validateEmail } from "./validate.ts";

const UserUpdateParams = z.object({
  email: str,
  // A pointer in GoTrue: absent/null means "leave the password alone", "" is a (too short) new password.
  password: optionalStr,
  nonce: str,
  data: jsonMap,
  app_metadata: jsonMap,
  phone: str,
  channel: str,
  code_challenge: str,
  code_challenge_method: str,
});

/**
 * PUT /user: change the password (other sessions are signed out, as GoTrue's UpdatePassword does), merge
 * user_metadata (`null` removes a key), or start an e-mail change confirmed through a link to the new address.
 */
export const userUpdate: Handler = async (deps, request) => {
  const { config, db } = deps;
  const { user, session } = await authenticate(deps, request);
  const params = await readParams(request.req, UserUpdateParams, "UserUpdateParams");

  const email = params.email !== "" ? validateEmail(params.email) : "";
  if (params.phone !== "") throw unprocessable("phone_provider_disabled", "Unsupported phone provider");
  if (params.password !== undefined) checkPasswordStrength(config, params.password);
  if (params.app_metadata !== undefined) throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
  const pkce = pkceMethod(params);

  const changesEmail = email !== "" && email !== (user.email ?? "").toLowerCase();
  const changesPassword = params.password !== undefined && params.password !== "";
  const hasVerifiedFactor = (await listFactors(db, user.id)).some((factor) => factor.status === "verified");
  if (hasVerifiedFactor && session?.aal !== "aal2" && (changesEmail || changesPassword)) {
    throw unauthorized("insufficient_aal", "AAL2 session is required to update email or password when MFA is enabled.");
  }
  if (changesEmail && (await findUserByEmail(db, email, config.audience))) {
    throw unprocessable("email_exists", "A user with this email address has already been registered");
  }

  if (changesPassword && config.securePasswordChange) await checkReauthentication(deps, user, session, params.nonce);

  let encryptedPassword: string | null = null;
  if (params.password !== undefined) {
    if (params.password !== "" && (await verifyPassword(params.password, user.encrypted_password))) {
      throw unprocessable("same_password", "New password should be different from the old password.");
    }
    encryptedPassword = await hashPassword(config, params.password);
  }

  const updated = await transaction(db, async (tx) => {
    if (encryptedPassword !== null) {
      // A new password voids every outstanding e-mailed token and every other session.
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', recovery_token = '',
           email_change_token_current = '', email_change_token_new = '', reauthentication_token = '', updated_at = now()
         where id = $1`,
        [user.id, encryptedPassword],
      );
      await deleteSessions(tx, user.id, session?.id);
    }
    if (params.data !== undefined) await updateUserMetadata(tx, user, params.data);
    if (changesEmail) {
      const redirectTo = chooseRedirect(config, request.url.searchParams.get("redirect_to"), request.req.headers.referer);
      await mailEmailChange(tx, deps, user, email, redirectTo, pkce ? { params, method: pkce } : null);
    }
    const fresh = await findUserById(tx, user.id);
    if (!fresh) throw badRequest("user_not_found", "User not found");
    return userJson(tx, fresh);
  });
  sendJson(request.res, 200, updated);
};
