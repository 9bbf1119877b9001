import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { badRequest, unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { checkPasswordStrength, hashPassword } from "./password.ts";
import { startSession } from "./sessions.ts";
import { mailLinkToken } from "./email-tokens.ts";
import { pkceMethod } from "./flow-state.ts";
import { chooseRedirect } from "./redirect.ts";
import { createEmailUser, findUserByEmail, findUserById, isEmailConfirmed, userJson } from "./users.ts";
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
 * POST /signup. With confirmations off (the CLI's local default) a new user is confirmed at once and gets a
 * session, and an existing address is a 422 user_already_exists. With `enable_confirmations` the user gets a
 * confirmation mail and no session; an address already registered answers like a new one (GoTrue's
 * obfuscated user), so the form cannot tell who has an account.
 */
export const signup: Handler = async (deps, request) => {
  const params = await readParams(request.req, SignupParams, "SignupParams");
  const { config, db } = deps;
  if (!config.enableSignup) throw unprocessable("signup_disabled", "Signups not allowed for this instance");
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
  const pkce = pkceMethod(params);
  const redirectTo = chooseRedirect(config, request.url.searchParams.get("redirect_to"), request.req.headers.referer);

  const existing = await findUserByEmail(db, email, config.audience);
  if (existing && !config.enableConfirmations) throw unprocessable("user_already_exists", "User already registered");
  // Hash outside the transaction: it is the slow part and needs no lock.
  const encryptedPassword = await hashPassword(config, params.password);

  if (config.enableConfirmations) {
    const body = await transaction(db, async (tx) => {
      if (existing && isEmailConfirmed(existing)) return obfuscatedUser(email, config.audience, data);
      const user =
        existing ??
        (await createEmailUser(
          tx,
          { email, aud: config.audience, role: "authenticated", encryptedPassword, userMetadata: data, appMetadata: {}, confirmed: false },
          { code: "user_already_exists", message: "User already registered" },
        ));
      await mailLinkToken(tx, deps, user, "signup", redirectTo, pkce ? { params, method: pkce } : null);
      const fresh = await findUserById(tx, user.id);
      return userJson(tx, fresh ?? user);
    });
    sendJson(request.res, 200, body);
    return;
  }

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

/** GoTrue's sanitizeUser: what a sign-up for a taken address returns when confirmations are on. */
function obfuscatedUser(email: string, aud: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud,
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
