import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { mailLinkToken } from "./email-tokens.ts";
import { badRequest, unprocessable } from "./errors.ts";
import { pkceMethod } from "./flow-state.ts";
import { readParams, sendJson } from "./http.ts";
import { hashPassword } from "./password.ts";
import { chooseRedirect } from "./redirect.ts";
import { createEmailUser, findUserByEmail } from "./users.ts";
import { jsonMap, str, validateEmail } from "./validate.ts";

const OtpParams = z.object({
  email: str,
  phone: str,
  data: jsonMap,
  // GoTrue's default is true: an unknown address signs up.
  create_user: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  channel: str,
  code_challenge: str,
  code_challenge_method: str,
});

/**
 * POST /otp (and the older /magiclink): supabase-js' signInWithOtp by e-mail. A known address gets the
 * "Magic Link" mail (link and code); an unknown one becomes a user without a password when create_user is
 * set and sign-ups are on, and gets the sign-up confirmation when confirmations are on. Answers 200 {}.
 */
export const otp: Handler = async (deps, request) => {
  const params = await readParams(request.req, OtpParams, "OtpParams");
  const { config, db } = deps;
  if (params.email !== "" && params.phone !== "") {
    throw badRequest("validation_failed", "Only an email address or phone number should be provided");
  }
  if (params.email === "" && params.phone !== "") throw unprocessable("phone_provider_disabled", "Unsupported phone provider");
  if (params.email === "") throw badRequest("validation_failed", "An email address or phone number is required");
  const email = validateEmail(params.email);
  const pkce = pkceMethod(params);
  const redirectTo = chooseRedirect(config, request.url.searchParams.get("redirect_to"), request.req.headers.referer);

  const existing = await findUserByEmail(db, email, config.audience);
  if (!existing && (!params.create_user || !config.enableSignup)) {
    throw unprocessable("otp_disabled", "Signups not allowed for otp");
  }
  const randomPassword = existing ? null : await hashPassword(config, randomBytes(32).toString("base64url"));
  await transaction(db, async (tx) => {
    const user =
      existing ??
      (await createEmailUser(
        tx,
        {
          email,
          aud: config.audience,
          role: "authenticated",
          encryptedPassword: randomPassword,
          userMetadata: params.data ?? {},
          appMetadata: {},
          confirmed: false,
        },
        { code: "user_already_exists", message: "User already registered" },
      ));
    const kind = !existing && config.enableConfirmations ? "signup" : "magiclink";
    await mailLinkToken(tx, deps, user, kind, redirectTo, pkce ? { params, method: pkce } : null);
  });
  sendJson(request.res, 200, {});
};
