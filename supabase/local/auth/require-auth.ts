import type { AuthDeps, AuthRequest } from "./handler.ts";
import { badRequest, forbidden, unauthorized } from "./errors.ts";
import { verifyToken, type VerifiedClaims } from "./jwt.ts";
import { findSession, type SessionRow } from "./sessions.ts";
import { findUserById, type UserRow } from "./users.ts";

export interface Principal {
  claims: VerifiedClaims;
  user: UserRow;
  /** Null only for tokens without a session_id claim (e.g. minted by hand); GoTrue accepts those too. */
  session: SessionRow | null;
  token: string;
}

const BEARER = /^[Bb]earer (\S+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's requireAuthentication + maybeLoadUserOrSession, with the same codes and messages. */
export async function authenticate(deps: AuthDeps, { req }: AuthRequest): Promise<Principal> {
  const match = BEARER.exec(req.headers.authorization ?? "");
  const token = match?.[1];
  if (!token) throw unauthorized("no_authorization", "This endpoint requires a Bearer token");
  const claims = await verifyToken(deps.config.jwtSecret, token);
  if (!claims.sub) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!UUID.test(claims.sub)) throw badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  let session: SessionRow | null = null;
  const sessionId = claims.session_id;
  if (sessionId && sessionId !== "00000000-0000-0000-0000-000000000000") {
    if (!UUID.test(sessionId)) throw forbidden("bad_jwt", "invalid claim: session_id claim must be a UUID");
    session = await findSession(deps.db, sessionId);
    if (!session) throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  }
  return { claims, user, session, token };
}

export function requireNotAnonymous(principal: Principal): void {
  if (principal.claims.is_anonymous === true) {
    throw forbidden("no_authorization", "Anonymous user not allowed to perform these actions");
  }
}

const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);

/** GoTrue's requireAdminCredentials: any valid token whose role is an admin role (the service_role key). */
export async function authenticateAdmin(deps: AuthDeps, { req }: AuthRequest): Promise<VerifiedClaims> {
  const token = BEARER.exec(req.headers.authorization ?? "")?.[1];
  if (!token) throw unauthorized("no_authorization", "This endpoint requires a Bearer token");
  const claims = await verifyToken(deps.config.jwtSecret, token);
  if (typeof claims.role !== "string" || !ADMIN_ROLES.has(claims.role)) throw forbidden("not_admin", "User not allowed");
  return claims;
}
