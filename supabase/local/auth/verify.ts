import type pg from "pg";
import { z } from "zod";
import type { AuthConfig } from "./config.ts";
import type { AuthDeps, Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { AuthApiError, badRequest, forbidden } from "./errors.ts";
import { issueAuthCode } from "./flow-state.ts";
import { readParams, redirect, sendJson } from "./http.ts";
import { chooseRedirect } from "./redirect.ts";
import { tokenHash } from "./secrets.ts";
import { startSession, type AuthMethod } from "./sessions.ts";
import { findUserByEmail, findUserById, isBanned, isEmailConfirmed, updateUserMetadata, type UserRow } from "./users.ts";
import { str, validateEmail, validatePhone } from "./validate.ts";

type EmailLinkType = "signup" | "invite" | "recovery" | "magiclink" | "email" | "email_change";
const LINK_TYPES = new Set<string>(["signup", "invite", "recovery", "magiclink", "email", "email_change"]);

/** Which column holds the token for each kind of e-mail link, and when it was sent. */
const TOKEN_COLUMNS = {
  signup: [["confirmation_token", "confirmation_sent_at"]],
  invite: [["confirmation_token", "confirmation_sent_at"]],
  recovery: [["recovery_token", "recovery_sent_at"]],
  magiclink: [["recovery_token", "recovery_sent_at"]],
  email: [
    ["confirmation_token", "confirmation_sent_at"],
    ["recovery_token", "recovery_sent_at"],
  ],
  email_change: [
    ["email_change_token_new", "email_change_sent_at"],
    ["email_change_token_current", "email_change_sent_at"],
  ],
} as const satisfies Record<EmailLinkType, readonly (readonly [keyof UserRow, keyof UserRow])[]>;

const PKCE_METHOD: Record<EmailLinkType, AuthMethod> = {
  signup: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  email: "magiclink",
  email_change: "email_change",
};

/**
 * GET /verify: the link in e-mails. On success it redirects (303) to redirect_to with the session in the
 * URL fragment (implicit flow, read by supabase-js' detectSessionInUrl) or with ?code= (PKCE flow); on a
 * bad or expired token it redirects with #error=…&error_code=…&error_description=… as GoTrue does.
 */
export const verifyGet: Handler = async (deps, request) => {
  const { url } = request;
  const token = url.searchParams.get("token") ?? "";
  const type = url.searchParams.get("type") ?? "";
  const redirectTo = chooseRedirect(deps.config, url.searchParams.get("redirect_to"), request.req.headers.referer);
  if (type === "") throw badRequest("validation_failed", "Verify requires a verification type");
  if (token === "") throw badRequest("validation_failed", "Verify requires a token or a token hash");
  const pkce = token.startsWith("pkce_");

  let location: string;
  try {
    location = await transaction(deps.db, async (tx) => {
      const linkType = linkTypeOf(type);
      const found = await userByTokenHash(tx, deps.config, linkType, token);
      const user = await confirmLink(tx, deps.config, found);
      if (user === SINGLE_CONFIRMATION) {
        return `${redirectTo}#${new URLSearchParams({ message: SINGLE_CONFIRMATION_MESSAGE }).toString()}`;
      }
      const resolvedType = found.resolvedType;
      if (pkce) {
        const code = await issueAuthCode(tx, user.id, PKCE_METHOD[resolvedType]);
        const target = new URL(redirectTo);
        target.searchParams.set("code", code);
        return target.toString();
      }
      const session = await startSession(tx, deps.config, user, "otp", request.client);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      });
      return `${redirectTo}#${fragment.toString()}`;
    });
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    location = errorRedirect(redirectTo, error, pkce);
  }
  redirect(request.res, location);
};

const VerifyParams = z.object({
  type: str,
  token: str,
  token_hash: str,
  email: str,
  phone: str,
  redirect_to: str,
});

/** POST /verify: supabase-js' verifyOtp, with either {token_hash, type} or {email, token, type}; answers a session. */
export const verifyPost: Handler = async (deps, request) => {
  const params = await readParams(request.req, VerifyParams, "VerifyParams");
  if (params.type === "") throw badRequest("validation_failed", "Verify requires a verification type");
  if ((params.token === "") === (params.token_hash === "")) {
    throw badRequest("validation_failed", "Verify requires either a token or a token hash");
  }
  const { config, db } = deps;
  const tokens = await transaction(db, async (tx) => {
    let found: Found;
    if (params.token_hash !== "") {
      if (params.email !== "" || params.phone !== "" || params.redirect_to !== "") {
        throw badRequest("validation_failed", "Only the token_hash and type should be provided");
      }
      found = await userByTokenHash(tx, config, linkTypeOf(params.type), params.token_hash);
    } else {
      if (params.phone !== "" && params.email === "" && (params.type === "sms" || params.type === "phone_change")) {
        // No phone provider here, so no phone user has a code: GoTrue's answer for a wrong one.
        validatePhone(params.phone);
        throw forbidden("otp_expired", "Token has expired or is invalid");
      }
      if (params.phone !== "" || params.email === "") {
        throw badRequest("validation_failed", "Only an email address or phone number should be provided on verify");
      }
      const email = validateEmail(params.email);
      const linkType = linkTypeOf(params.type);
      try {
        found = await userByEmailAndOtp(tx, config, linkType, email, tokenHash(email, params.token));
      } catch (error) {
        await countOtpFailure(deps, email, linkType);
        throw error;
      }
      deps.otpFailures.delete(email);
    }
    const user = await confirmLink(tx, config, found);
    if (user === SINGLE_CONFIRMATION) return { msg: SINGLE_CONFIRMATION_MESSAGE, code: 200 };
    return startSession(tx, config, user, "otp", request.client);
  });
  sendJson(request.res, 200, tokens);
};

interface Found {
  user: UserRow;
  resolvedType: EmailLinkType;
  /** The column whose token matched. */
  tokenColumn: keyof UserRow;
}

/** What GoTrue answers when one of the two addresses of a double-confirmed e-mail change has confirmed. */
const SINGLE_CONFIRMATION = Symbol("single confirmation");
const SINGLE_CONFIRMATION_MESSAGE = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/**
 * Counts a wrong code typed for an address; after `otpMaxFailures` of them every code outstanding for it is
 * voided (in its own transaction, since the caller's rolls back), so guessing 6 digits needs a new mail, and
 * mails are rate-limited. GoTrue relies on the verify rate limit alone; this closes the gap per address.
 */
async function countOtpFailure(deps: AuthDeps, email: string, type: EmailLinkType): Promise<void> {
  const failures = (deps.otpFailures.get(email) ?? 0) + 1;
  if (failures < deps.config.otpMaxFailures) {
    deps.otpFailures.set(email, failures);
    return;
  }
  deps.otpFailures.delete(email);
  const emailColumn = type === "email_change" ? "(lower(email) = lower($1) or lower(email_change) = lower($1))" : "lower(email) = lower($1)";
  await deps.db.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
       email_change_token_current = '', reauthentication_token = '', updated_at = now()
     where ${emailColumn} and aud = $2`,
    [email, deps.config.audience],
  );
  deps.log(`voided the one-time codes of ${email} after ${failures} wrong codes`);
}

function linkTypeOf(type: string): EmailLinkType {
  if (!LINK_TYPES.has(type)) throw badRequest("validation_failed", "Unsupported verification type");
  return type as EmailLinkType;
}

/** GoTrue's verifyTokenHash: the link's token must be stored on a user and not be older than the OTP expiry. */
async function userByTokenHash(tx: pg.PoolClient, config: AuthConfig, type: EmailLinkType, hash: string) {
  for (const [tokenColumn, sentColumn] of TOKEN_COLUMNS[type]) {
    const { rows } = await tx.query<UserRow>(`select * from auth.users where ${tokenColumn} = $1 for update`, [hash]);
    const user = rows[0];
    if (!user) continue;
    if (isBanned(user)) throw forbidden("user_banned", "User is banned");
    if (isExpired(user[sentColumn] as Date | null, config)) {
      throw forbidden("otp_expired", "Email link is invalid or has expired");
    }
    return { user, resolvedType: resolveType(type, tokenColumn), tokenColumn };
  }
  throw forbidden("otp_expired", "Email link is invalid or has expired");
}

/** GoTrue's verifyUserAndToken for e-mail codes: the code typed by the user must match the stored hash. */
async function userByEmailAndOtp(tx: pg.PoolClient, config: AuthConfig, type: EmailLinkType, email: string, hash: string): Promise<Found> {
  // An e-mail change is confirmed from either address: the code sent to the new one is typed with the new one.
  const user =
    type === "email_change"
      ? ((
          await tx.query<UserRow>(
            `select * from auth.users where (lower(email) = lower($1) or lower(email_change) = lower($1)) and aud = $2
             order by (lower(email) = lower($1)) desc limit 1 for update`,
            [email, config.audience],
          )
        ).rows[0] ?? null)
      : await findUserByEmail(tx, email, config.audience);
  if (!user) throw forbidden("otp_expired", "Token has expired or is invalid");
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  for (const [tokenColumn, sentColumn] of TOKEN_COLUMNS[type]) {
    const stored = user[tokenColumn] as string | null;
    const matches = stored !== null && stored !== "" && (stored === hash || stored === `pkce_${hash}`);
    if (matches && !isExpired(user[sentColumn] as Date | null, config)) {
      return { user, resolvedType: resolveType(type, tokenColumn), tokenColumn };
    }
  }
  throw forbidden("otp_expired", "Token has expired or is invalid");
}

function resolveType(type: EmailLinkType, tokenColumn: string): EmailLinkType {
  if (type !== "email") return type;
  return tokenColumn === "recovery_token" ? "magiclink" : "signup";
}

function isExpired(sentAt: Date | null, config: AuthConfig): boolean {
  return sentAt === null || sentAt.getTime() + config.otpExpiry * 1000 < Date.now();
}

/**
 * Uses up the token and applies what the link proves: an e-mail change moves the address over, and any
 * followed link confirms an address that was not confirmed yet. Returns the user as stored afterwards.
 */
async function confirmLink(tx: pg.PoolClient, config: AuthConfig, found: Found): Promise<UserRow | typeof SINGLE_CONFIRMATION> {
  const { user, resolvedType: type } = found;
  if (type === "email_change" && config.doubleConfirmChanges && user.email && user.email_change_confirm_status === 0) {
    const other = found.tokenColumn === "email_change_token_new" ? user.email_change_token_current : user.email_change_token_new;
    if (other) {
      // double_confirm_changes: this address has confirmed; the change waits for the other one.
      await tx.query(
        `update auth.users set ${found.tokenColumn} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`,
        [user.id],
      );
      return SINGLE_CONFIRMATION;
    }
  }
  if (type === "email_change") {
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
       where id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [user.id, user.email_change],
    );
  } else {
    const column = type === "recovery" || type === "magiclink" ? "recovery_token" : "confirmation_token";
    await tx.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [user.id]);
  }
  if (!isEmailConfirmed(user)) {
    await tx.query("update auth.users set email_confirmed_at = now() where id = $1", [user.id]);
    await updateUserMetadata(tx, user, { email_verified: true });
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [user.id],
    );
  }
  const fresh = await findUserById(tx, user.id);
  if (!fresh) throw forbidden("otp_expired", "Email link is invalid or has expired");
  return fresh;
}

/** GoTrue's prepErrorRedirectURL: the error goes in the fragment, and for PKCE in the query too. */
function errorRedirect(redirectTo: string, error: AuthApiError, pkce: boolean): string {
  const oauthError: Record<number, string> = { 400: "invalid_request", 401: "unauthorized_client", 403: "access_denied", 500: "server_error" };
  const details = new URLSearchParams();
  const errorName = oauthError[error.status];
  if (errorName) details.set("error", errorName);
  details.set("error_code", error.code);
  details.set("error_description", error.message);
  const target = new URL(redirectTo);
  if (pkce) for (const [key, value] of details) target.searchParams.set(key, value);
  target.hash = details.toString();
  return target.toString();
}

