import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { mailEmailChange, mailLinkToken } from "./email-tokens.ts";
import { badRequest, unprocessable } from "./errors.ts";
import { pkceMethod } from "./flow-state.ts";
import { readParams, sendJson } from "./http.ts";
import { chooseRedirect } from "./redirect.ts";
import { findUserByEmail, isEmailConfirmed, type UserRow } from "./users.ts";
import { str, validateEmail } from "./validate.ts";

const ResendParams = z.object({ type: str, email: str, phone: str, code_challenge: str, code_challenge_method: str });

/**
 * POST /resend (supabase-js auth.resend): sends the sign-up confirmation or the e-mail-change mails again,
 * with fresh codes. Answers 200 {} also when there is nothing to resend, so it tells nobody who has an account.
 */
export const resend: Handler = async (deps, request) => {
  const params = await readParams(request.req, ResendParams, "ResendParams");
  const { config, db } = deps;
  if (!["signup", "email_change", "sms", "phone_change"].includes(params.type)) {
    throw badRequest("validation_failed", "Missing one of these types: signup, email_change, sms, phone_change");
  }
  if (params.type === "sms" || params.type === "phone_change") {
    throw unprocessable("phone_provider_disabled", "Unsupported phone provider");
  }
  if (params.phone !== "") throw badRequest("validation_failed", "Only an email address or phone number should be provided.");
  const email = validateEmail(params.email);
  const pkce = pkceMethod(params);
  const redirectTo = chooseRedirect(config, request.url.searchParams.get("redirect_to"), request.req.headers.referer);

  await transaction(db, async (tx) => {
    if (params.type === "signup") {
      const user = await findUserByEmail(tx, email, config.audience);
      if (!user || isEmailConfirmed(user)) return;
      await mailLinkToken(tx, deps, user, "signup", redirectTo, pkce ? { params, method: pkce } : null);
      return;
    }
    // An e-mail change is resent when asked for either address of the pending change.
    const { rows } = await tx.query<UserRow>(
      `select * from auth.users where (lower(email) = lower($1) or lower(email_change) = lower($1)) and aud = $2
         and coalesce(email_change, '') <> '' limit 1 for update`,
      [email, config.audience],
    );
    const user = rows[0];
    if (!user?.email_change) return;
    await mailEmailChange(tx, deps, user, user.email_change, redirectTo, pkce ? { params, method: pkce } : null);
  });
  sendJson(request.res, 200, {});
};
