import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { storeLinkToken } from "./email-tokens.ts";
import { badRequest, notFound, unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { verifyLink } from "./mail.ts";
import { checkPasswordStrength, hashPassword } from "./password.ts";
import { chooseRedirect } from "./redirect.ts";
import { authenticateAdmin } from "./require-auth.ts";
import { newOtp, tokenHash } from "./secrets.ts";
import { createEmailUser, findUserByEmail, findUserById, isEmailConfirmed, userJson, type UserRow } from "./users.ts";
import { jsonMap, str, validateEmail } from "./validate.ts";

const GenerateLinkParams = z.object({
  type: str,
  email: str,
  new_email: str,
  password: str,
  data: jsonMap,
  redirect_to: str,
});

const TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"];
const EMAIL_EXISTS = { code: "email_exists", message: "A user with this email address has already been registered" };

/**
 * POST /admin/generate_link (auth.admin.generateLink, service role only): prepares the same link and code an
 * e-mail would carry, without sending anything, and answers the user with action_link, email_otp,
 * hashed_token, verification_type and redirect_to beside its fields, as GoTrue does.
 */
export const adminGenerateLink: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const params = await readParams(request.req, GenerateLinkParams, "GenerateLinkParams");
  const { config, db } = deps;
  if (!TYPES.includes(params.type)) throw badRequest("validation_failed", "Invalid email action link type requested");
  const email = validateEmail(params.email);
  const redirectTo = chooseRedirect(config, params.redirect_to || request.url.searchParams.get("redirect_to"), undefined);
  if (params.type === "signup") {
    if (params.password === "") throw badRequest("validation_failed", "Signup requires a valid password");
    checkPasswordStrength(config, params.password);
  }
  const encryptedPassword = params.type === "signup" ? await hashPassword(config, params.password) : null;

  const body = await transaction(db, async (tx) => {
    const existing = await findUserByEmail(tx, email, config.audience);
    const create = async (): Promise<UserRow> =>
      createEmailUser(
        tx,
        { email, aud: config.audience, role: "authenticated", encryptedPassword, userMetadata: params.data ?? {}, appMetadata: {}, confirmed: false },
        EMAIL_EXISTS,
      );
    let user: UserRow;
    let otp: string;
    let token: string;
    let verificationType: string;
    switch (params.type) {
      case "signup":
      case "invite": {
        if (existing && (params.type === "signup" || isEmailConfirmed(existing))) {
          throw unprocessable(EMAIL_EXISTS.code, EMAIL_EXISTS.message);
        }
        user = existing ?? (await create());
        ({ otp, token } = await storeLinkToken(tx, deps, user, params.type, null));
        verificationType = params.type;
        break;
      }
      case "magiclink":
      case "recovery": {
        if (!existing) throw notFound("user_not_found", "User with this email not found");
        user = existing;
        ({ otp, token } = await storeLinkToken(tx, deps, user, "magiclink", null));
        verificationType = params.type;
        break;
      }
      default: {
        if (!existing) throw notFound("user_not_found", "User with this email not found");
        if (params.new_email === "") throw badRequest("validation_failed", "The new email address provided is invalid");
        const newEmail = validateEmail(params.new_email);
        if (await findUserByEmail(tx, newEmail, config.audience)) throw unprocessable(EMAIL_EXISTS.code, EMAIL_EXISTS.message);
        user = existing;
        const current = params.type === "email_change_current";
        otp = newOtp(config.otpLength);
        token = tokenHash(current ? (user.email ?? "") : newEmail, otp);
        const column = current ? "email_change_token_current" : "email_change_token_new";
        await tx.query(
          `update auth.users set email_change = $2, ${column} = $3, email_change_confirm_status = 0,
             email_change_sent_at = now(), updated_at = now()
           where id = $1`,
          [user.id, newEmail, token],
        );
        verificationType = "email_change";
      }
    }
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return {
      ...(await userJson(tx, fresh)),
      action_link: verifyLink(config, token, verificationType, redirectTo),
      email_otp: otp,
      hashed_token: token,
      verification_type: verificationType,
      redirect_to: redirectTo,
    };
  });
  sendJson(request.res, 200, body);
};
