import { randomBytes } from "node:crypto";
import type { Handler } from "./handler.ts";
import { AdminUserParams, banUntil } from "./admin-params.ts";
import { transaction } from "./db.ts";
import { badRequest, unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { checkPasswordStrength, hashPassword } from "./password.ts";
import { authenticateAdmin } from "./require-auth.ts";
import { createEmailUser, findUserByEmail, findUserById, userJson } from "./users.ts";
import { validateEmail } from "./validate.ts";

const DUPLICATE_EMAIL = { code: "email_exists", message: "A user with this email address has already been registered" };

/**
 * POST /admin/users (supabase-js auth.admin.createUser, service role only): creates an e-mail user,
 * confirmed when email_confirm is true. Without a password GoTrue sets a random one nobody knows.
 */
export const adminUserCreate: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const params = await readParams(request.req, AdminUserParams, "AdminUserParams");
  const { config, db } = deps;
  if (params.phone !== "") throw unprocessable("phone_provider_disabled", "Phone signups are disabled");
  if (params.email === "") throw badRequest("validation_failed", "Cannot create a user without either an email or phone");
  const email = validateEmail(params.email);
  if (params.password !== undefined && params.password !== "") checkPasswordStrength(config, params.password);
  const bannedUntil = params.ban_duration !== "" ? banUntil(params.ban_duration) : null;
  if (params.id !== "" && (await findUserById(db, params.id))) {
    throw unprocessable("user_already_exists", "ID already exists");
  }
  if (await findUserByEmail(db, email, params.aud || config.audience)) throw unprocessable(DUPLICATE_EMAIL.code, DUPLICATE_EMAIL.message);
  const encryptedPassword = await hashPassword(config, params.password || randomBytes(32).toString("base64url"));

  const body = await transaction(db, async (tx) => {
    const user = await createEmailUser(
      tx,
      {
        id: params.id || undefined,
        email,
        aud: params.aud || config.audience,
        role: params.role || "authenticated",
        encryptedPassword,
        userMetadata: params.user_metadata ?? {},
        appMetadata: params.app_metadata ?? {},
        confirmed: params.email_confirm === true,
      },
      DUPLICATE_EMAIL,
    );
    if (bannedUntil) {
      await tx.query("update auth.users set banned_until = $2 where id = $1", [user.id, bannedUntil]);
      user.banned_until = bannedUntil;
    }
    return userJson(tx, user);
  });
  sendJson(request.res, 200, body);
};
