import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { mailLinkToken } from "./email-tokens.ts";
import { unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { chooseRedirect } from "./redirect.ts";
import { authenticateAdmin } from "./require-auth.ts";
import { createEmailUser, findUserByEmail, findUserById, isEmailConfirmed, userJson } from "./users.ts";
import { jsonMap, str, validateEmail } from "./validate.ts";

const InviteParams = z.object({ email: str, data: jsonMap });

/**
 * POST /invite (auth.admin.inviteUserByEmail, service role only): creates the user if needed and mails the
 * invite link; accepting it confirms the address. A confirmed user cannot be invited again.
 */
export const invite: Handler = async (deps, request) => {
  await authenticateAdmin(deps, request);
  const params = await readParams(request.req, InviteParams, "InviteParams");
  const { config, db } = deps;
  const email = validateEmail(params.email);
  const redirectTo = chooseRedirect(config, request.url.searchParams.get("redirect_to"), request.req.headers.referer);
  const body = await transaction(db, async (tx) => {
    const existing = await findUserByEmail(tx, email, config.audience);
    if (existing && isEmailConfirmed(existing)) {
      throw unprocessable("email_exists", "A user with this email address has already been registered");
    }
    const user =
      existing ??
      (await createEmailUser(
        tx,
        { email, aud: config.audience, role: "authenticated", encryptedPassword: null, userMetadata: params.data ?? {}, appMetadata: {}, confirmed: false },
        { code: "email_exists", message: "A user with this email address has already been registered" },
      ));
    await mailLinkToken(tx, deps, user, "invite", redirectTo, null);
    const fresh = await findUserById(tx, user.id);
    return userJson(tx, fresh ?? user);
  });
  sendJson(request.res, 200, body);
};
