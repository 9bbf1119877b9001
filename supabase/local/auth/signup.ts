import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { badRequest, unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { checkPasswordStrength, hashPassword } from "./password.ts";
import { newId } from "./secrets.ts";
import { startSession } from "./sessions.ts";
import { INSTANCE_ID, findUserByEmail, findUserById } from "./users.ts";
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
    const id = newId();
    const identityData = { sub: id, email, email_verified: false, phone_verified: false, ...withoutKeys(data, ["sub", "email", "email_verified", "phone_verified"]) };
    try {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
           raw_user_meta_data, created_at, updated_at, is_anonymous)
         values ($1, $2, $3, 'authenticated', $4, $5, now(), '', '', '', '', $6, $7, now(), now(), false)`,
        [INSTANCE_ID, id, config.audience, email, encryptedPassword, { provider: "email", providers: ["email"] }, { ...data, email_verified: true }],
      );
    } catch (error) {
      // Two sign-ups for one address racing: the unique index decides, like GoTrue's duplicate check.
      if ((error as { code?: string }).code === "23505") throw unprocessable("user_already_exists", "User already registered");
      throw error;
    }
    await tx.query(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3, $4, 'email', now(), now(), now())`,
      [newId(), id, id, identityData],
    );
    const user = await findUserById(tx, id);
    if (!user) throw new Error("user vanished right after insert");
    return startSession(tx, config, user, "password", request.client);
  });
  sendJson(request.res, 200, tokens);
};

function withoutKeys(data: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}
