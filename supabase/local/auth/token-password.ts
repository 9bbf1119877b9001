import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { AuthApiError, WeakPasswordError, badRequest, unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { checkPasswordStrength, spendPasswordCheck, verifyPassword } from "./password.ts";
import { startSession } from "./sessions.ts";
import { findUserByEmail, isBanned, isEmailConfirmed } from "./users.ts";
import { str } from "./validate.ts";

const PasswordGrantParams = z.object({ email: str, phone: str, password: str });

const INVALID_LOGIN = "Invalid login credentials";

/** POST /token?grant_type=password: unknown e-mail and wrong password look the same to the caller. */
export const passwordGrant: Handler = async (deps, request) => {
  const params = await readParams(request.req, PasswordGrantParams, "PasswordGrantParams");
  const { config, db } = deps;
  if (params.email !== "" && params.phone !== "") {
    throw badRequest("validation_failed", "Only an email address or phone number should be provided on login.");
  }
  if (params.email === "" && params.phone !== "") {
    throw unprocessable("phone_provider_disabled", "Phone logins are disabled");
  }
  if (params.email === "") throw badRequest("validation_failed", "missing email or phone");

  const user = await findUserByEmail(db, params.email, config.audience);
  if (!user || !user.encrypted_password) {
    await spendPasswordCheck(config, params.password);
    throw badRequest("invalid_credentials", INVALID_LOGIN);
  }
  const passwordMatches = await verifyPassword(params.password, user.encrypted_password);
  if (isBanned(user)) throw badRequest("invalid_credentials", INVALID_LOGIN);
  if (!passwordMatches) {
    throw badRequest("invalid_credentials", INVALID_LOGIN);
  }
  if (!isEmailConfirmed(user)) throw badRequest("email_not_confirmed", "Email not confirmed");

  // GoTrue signs in users whose password no longer meets the policy, but tells the client so.
  let weakPassword: { message: string; reasons: string[] } | undefined;
  try {
    checkPasswordStrength(config, params.password);
  } catch (error) {
    if (error instanceof WeakPasswordError) weakPassword = { message: error.message, reasons: error.reasons };
    else if (!(error instanceof AuthApiError)) throw error;
  }

  const tokens = await transaction(db, (tx) => startSession(tx, config, user, "password", request.client));
  sendJson(request.res, 200, weakPassword ? { ...tokens, weak_password: weakPassword } : tokens);
};
