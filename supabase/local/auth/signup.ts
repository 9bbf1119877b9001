import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { badRequest, unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { checkPasswordStrength, hashPassword } from "./password.ts";
import { startSession } from "./sessions.ts";
import { createEmailUser, findUserByEmail } from "./users.ts";
import { jsonMap, str, validateEmail } from "./validate.ts";

const SignupParams = z.object({
  email: str,
  phone: str,
  password: str,
  data: jsonMap,
  channel: str,
  code_challenge: str,
  code_challenge_method: str,
});

/**
 * POST /signup. E-mail confirmations are off as in `supabase start` (enable_confirmations = false), so a
 * new user is confirmed at once and gets a session, and an existing address is a 422 user_already_exists.
 */
export const signup: Handler = async (deps, request) => {
  const params = await readParams(request.req, SignupParams, "SignupParams");
  const { config, db } = deps;
  if (params.email === "" && params.phone === "") {
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (params.password === "") throw badRequest("validation_failed", "Signup requires a valid password");
  checkPasswordStrength(config, params.password);
  if (params.email !== "" && params.phone !== "") {
    throw badRequest("validation_failed", "Only an email address or phone number should be provided on signup.");
  }
  if (params.email === "") throw badRequest("phone_provider_disabled", "Phone signups are disabled");
  const email = validateEmail(params.email);
  const data = params.data ?? {};

  if (await findUserByEmail(db, email, config.audience)) {
    throw unprocessable("user_already_exists", "User already registered");
  }
  // Hash outside the transaction: it is the slow part and needs no lock.
  const encryptedPassword = await hashPassword(params.password);

  const tokens = await transaction(db, async (tx) => {
    const user = await createEmailUser(
      tx,
      { email, aud: config.audience, role: "authenticated", encryptedPassword, userMetadata: data, appMetadata: {}, confirmed: true },
      { code: "user_already_exists", message: "User already registered" },
    );
    return startSession(tx, config, user, "password", request.client);
  });
  sendJson(request.res, 200, tokens);
};

