import type { AuthConfig } from "./config.ts";
import type { Queryable } from "./db.ts";
import { signAccessToken, type AmrEntry } from "./jwt.ts";
import { newId, newRefreshToken } from "./secrets.ts";
import { INSTANCE_ID, userJson, type UserRow } from "./users.ts";

/** GoTrue's models.AuthenticationMethod values that end up in the `amr` claim. */
export type AuthMethod = "password" | "otp" | "recovery" | "magiclink" | "invite" | "email_change" | "email/signup" | "totp" | "mfa/phone";

/** Methods that prove a second factor and so lift a session to aal2 (GoTrue's IsAAL2Claim). */
const AAL2_METHODS = new Set(["totp", "mfa/phone", "mfa/webauthn"]);

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  updated_at: Date;
  factor_id: string | null;
  aal: "aal1" | "aal2" | "aal3" | null;
  not_after: Date | null;
  refreshed_at: Date | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

/** Who is calling, recorded on the session like GoTrue's GrantParams. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** The body of every successful sign-in, refresh and MFA verification. */
export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>("select * from auth.sessions where id = $1", [id]);
  return rows[0] ?? null;
}

async function insertRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/** GoTrue's GrantRefreshTokenSwap: the old token is revoked and a child of it is issued in the same session. */
export async function swapRefreshToken(q: Queryable, current: RefreshTokenRow): Promise<string> {
  await q.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [current.id]);
  return insertRefreshToken(q, current.user_id, current.session_id as string, current.token);
}

/** Records how the session was authenticated; repeating a method only refreshes its timestamp. */
export async function addAmrClaim(q: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [newId(), sessionId, method],
  );
}

/** GoTrue's CalculateAALAndAMR: aal2 once a second factor was proven, amr most recent first. */
async function aalAndAmr(q: Queryable, sessionId: string): Promise<{ aal: "aal1" | "aal2"; amr: AmrEntry[] }> {
  const { rows } = await q.query<{ authentication_method: string; updated_at: Date }>(
    "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1",
    [sessionId],
  );
  const amr = rows
    .map((row) => ({ method: row.authentication_method, timestamp: Math.floor(row.updated_at.getTime() / 1000) }))
    .sort((a, b) => b.timestamp - a.timestamp);
  const aal = rows.some((row) => AAL2_METHODS.has(row.authentication_method)) ? "aal2" : "aal1";
  return { aal, amr };
}

/** Signs the access token for a session: the claims of GoTrue's GenerateAccessToken. */
async function accessToken(
  q: Queryable,
  config: AuthConfig,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const { aal, amr } = await aalAndAmr(q, sessionId);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExp;
  const token = await signAccessToken(config.jwtSecret, {
    iss: config.issuer,
    sub: user.id,
    aud: user.aud ?? "",
    exp,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? "",
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  });
  return { token, expiresAt: exp };
}

export async function tokenResponse(
  q: Queryable,
  config: AuthConfig,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const { token, expiresAt } = await accessToken(q, config, user, sessionId);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: config.jwtExp,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

/**
 * GoTrue's issueRefreshToken: a new session with its first refresh token and AMR claim, and the user's
 * last_sign_in_at moved to now. Call inside a transaction.
 */
export async function startSession(
  q: Queryable,
  config: AuthConfig,
  user: UserRow,
  method: AuthMethod,
  client: ClientInfo,
): Promise<TokenResponse> {
  const sessionId = newId();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, client.userAgent, client.ip],
  );
  const refreshToken = await insertRefreshToken(q, user.id, sessionId, null);
  await addAmrClaim(q, sessionId, method);
  const { rows } = await q.query<{ last_sign_in_at: Date }>(
    "update auth.users set last_sign_in_at = now() where id = $1 returning last_sign_in_at",
    [user.id],
  );
  user.last_sign_in_at = rows[0]?.last_sign_in_at ?? new Date();
  return tokenResponse(q, config, user, sessionId, refreshToken);
}

/** Ends every session of a user, or all but one: refresh tokens and AMR claims go with them (cascade). */
export async function deleteSessions(q: Queryable, userId: string, except?: string): Promise<void> {
  if (except) await q.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, except]);
  else await q.query("delete from auth.sessions where user_id = $1", [userId]);
}
