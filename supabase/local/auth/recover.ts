import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { badRequest } from "./errors.ts";
import { checkMailLimits } from "./email-tokens.ts";
import { createFlowState, pkceMethod } from "./flow-state.ts";
import { readParams, sendJson } from "./http.ts";
import { sendRecoveryMail, verifyLink } from "./mail.ts";
import { chooseRedirect } from "./redirect.ts";
import { newOtp, tokenHash } from "./secrets.ts";
import { findUserByEmail } from "./users.ts";
import { str, validateEmail } from "./validate.ts";

const RecoverParams = z.object({ email: str, code_challenge: str, code_challenge_method: str });

/**
 * POST /recover: stores a fresh recovery token and e-mails the link and code to the user. Answers 200 {}
 * for unknown addresses too, so the endpoint cannot be used to find out who has an account.
 */
export const recover: Handler = async (deps, request) => {
  const params = await readParams(request.req, RecoverParams, "RecoverParams");
  if (params.email === "") throw badRequest("validation_failed", "Password recovery requires an email");
  const email = validateEmail(params.email);
  const pkce = pkceMethod(params);
  const { config, db } = deps;

  const user = await findUserByEmail(db, email, config.audience);
  if (!user) {
    sendJson(request.res, 200, {});
    return;
  }
  const redirectTo = chooseRedirect(config, request.url.searchParams.get("redirect_to"), request.req.headers.referer);
  const otp = newOtp(config.otpLength);
  // PKCE links carry a prefixed token so /verify knows to answer with ?code= instead of a session.
  const token = (pkce ? "pkce_" : "") + tokenHash(user.email ?? email, otp);

  await transaction(db, async (tx) => {
    checkMailLimits(deps, user.id, "recovery");
    if (pkce) await createFlowState(tx, user.id, params, pkce, "recovery");
    await tx.query("update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1", [
      user.id,
      token,
    ]);
    await sendRecoveryMail(deps.outbox, config, user.email ?? email, verifyLink(config, token, "recovery", redirectTo), otp, redirectTo);
  });
  sendJson(request.res, 200, {});
};
