import type { AuthDeps, Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { checkMailLimits } from "./email-tokens.ts";
import { badRequest, unprocessable } from "./errors.ts";
import { sendJson } from "./http.ts";
import { sendReauthenticationMail } from "./mail.ts";
import { authenticate } from "./require-auth.ts";
import { newOtp, tokenHash } from "./secrets.ts";
import type { SessionRow } from "./sessions.ts";
import type { UserRow } from "./users.ts";

/** GoTrue asks for a nonce when the session is older than this (or unknown). */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

/**
 * GET /reauthenticate (supabase-js auth.reauthenticate): e-mails the signed-in user a code that a password
 * change sends back as `nonce` when `secure_password_change` is on.
 */
export const reauthenticate: Handler = async (deps, request) => {
  const { user } = await authenticate(deps, request);
  const email = user.email ?? "";
  if (email === "") throw unprocessable("validation_failed", "Reauthentication requires the user to have an email or a phone number");
  if (user.email_confirmed_at === null) throw unprocessable("email_not_confirmed", "Please verify your email first.");
  await transaction(deps.db, async (tx) => {
    checkMailLimits(deps, user.id, "reauthentication");
    const otp = newOtp(deps.config.otpLength);
    await tx.query(
      "update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1",
      [user.id, tokenHash(email, otp)],
    );
    await sendReauthenticationMail(deps.outbox, deps.config, email, otp);
  });
  sendJson(request.res, 200, {});
};

/**
 * GoTrue's UpdatePasswordRequireReauthentication: a session signed in more than 24 hours ago must send the
 * e-mailed nonce with a new password. A valid nonce is used up.
 */
export async function checkReauthentication(deps: AuthDeps, user: UserRow, session: SessionRow | null, nonce: string): Promise<void> {
  const recent = session !== null && Date.now() - session.created_at.getTime() < RECENT_SIGN_IN_MS;
  if (recent) return;
  if (nonce === "") throw badRequest("reauthentication_needed", "Password update requires reauthentication");
  const expected = user.reauthentication_token ?? "";
  const sentAt = user.reauthentication_sent_at;
  const valid =
    expected !== "" &&
    expected === tokenHash(user.email ?? "", nonce) &&
    sentAt !== null &&
    sentAt.getTime() + deps.config.otpExpiry * 1000 > Date.now();
  if (!valid) throw badRequest("reauthentication_not_valid", "Requires a valid nonce");
  await deps.db.query("update auth.users set reauthentication_token = '', updated_at = now() where id = $1", [user.id]);
}
