import type pg from "pg";
import type { AuthDeps } from "./handler.ts";
import { createFlowState, type PkceParams } from "./flow-state.ts";
import { sendEmailChangeMail, sendLinkMail, verifyLink, type LinkMailKind } from "./mail.ts";
import { newOtp, tokenHash } from "./secrets.ts";
import type { UserRow } from "./users.ts";

/** Where each kind of e-mailed link keeps its token, and the method PKCE flows record for it. */
const COLUMNS: Record<LinkMailKind, { token: string; sentAt: string; flow: string }> = {
  signup: { token: "confirmation_token", sentAt: "confirmation_sent_at", flow: "email/signup" },
  invite: { token: "confirmation_token", sentAt: "confirmation_sent_at", flow: "invite" },
  magiclink: { token: "recovery_token", sentAt: "recovery_sent_at", flow: "magiclink" },
};

/**
 * Stores a fresh one-time code for `kind` on the user and returns it with its hashed token, as GoTrue's
 * mailer does before it sends (and as /admin/generate_link does without sending).
 */
export async function storeLinkToken(
  tx: pg.PoolClient,
  deps: AuthDeps,
  user: UserRow,
  kind: LinkMailKind,
  pkce: { params: PkceParams; method: "s256" | "plain" } | null,
): Promise<{ otp: string; token: string }> {
  const columns = COLUMNS[kind];
  const otp = newOtp(deps.config.otpLength);
  const token = (pkce ? "pkce_" : "") + tokenHash(user.email ?? "", otp);
  if (pkce) await createFlowState(tx, user.id, pkce.params, pkce.method, columns.flow);
  const invited = kind === "invite" ? ", invited_at = coalesce(invited_at, now())" : "";
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now()${invited} where id = $1`, [
    user.id,
    token,
  ]);
  return { otp, token };
}

/**
 * The project's e-mail limits as GoTrue applies them before any auth e-mail: max_frequency per user and
 * kind, then `[auth.rate_limit] email_sent` per hour for the whole project.
 */
export function checkMailLimits(deps: AuthDeps, userId: string, kind: string): void {
  deps.limits.emailFrequency(userId, kind);
  deps.limits.email();
}

/** Stores the token and e-mails the link with its code (both within the caller's transaction). */
export async function mailLinkToken(
  tx: pg.PoolClient,
  deps: AuthDeps,
  user: UserRow,
  kind: LinkMailKind,
  redirectTo: string,
  pkce: { params: PkceParams; method: "s256" | "plain" } | null,
): Promise<void> {
  checkMailLimits(deps, user.id, kind);
  const { otp, token } = await storeLinkToken(tx, deps, user, kind, pkce);
  await sendLinkMail(deps.outbox, deps.config, kind, user.email ?? "", verifyLink(deps.config, token, kind, redirectTo), otp, redirectTo);
}

/**
 * Starts (or restarts) an e-mail change: the new address gets a code and link, and with
 * double_confirm_changes the current address gets its own, which must be confirmed too (see verify.ts).
 */
export async function mailEmailChange(
  tx: pg.PoolClient,
  deps: AuthDeps,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: { params: PkceParams; method: "s256" | "plain" } | null,
): Promise<void> {
  const { config } = deps;
  checkMailLimits(deps, user.id, "email_change");
  const oldEmail = user.email ?? "";
  const both = config.doubleConfirmChanges && oldEmail !== "";
  const prefix = pkce ? "pkce_" : "";
  const otpNew = newOtp(config.otpLength);
  const tokenNew = prefix + tokenHash(newEmail, otpNew);
  const otpCurrent = both ? newOtp(config.otpLength) : "";
  const tokenCurrent = both ? prefix + tokenHash(oldEmail, otpCurrent) : "";
  if (pkce) await createFlowState(tx, user.id, pkce.params, pkce.method, "email_change");
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
     where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  );
  if (both) {
    const link = verifyLink(config, tokenCurrent, "email_change", redirectTo);
    await sendEmailChangeMail(deps.outbox, config, oldEmail, oldEmail, newEmail, link, otpCurrent, redirectTo);
  }
  const linkNew = verifyLink(config, tokenNew, "email_change", redirectTo);
  await sendEmailChangeMail(deps.outbox, config, newEmail, oldEmail, newEmail, linkNew, otpNew, redirectTo);
}
