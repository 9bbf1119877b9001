import type { IncomingMessage } from "node:http";
import { errors as joseErrors, jwtVerify } from "jose";
import { errors } from "./errors.ts";

/** The roles a request may act as; the same set PostgREST's authenticator can switch to. */
type CallerRole = "anon" | "authenticated" | "service_role";
const ROLES = new Set<string>(["anon", "authenticated", "service_role"]);

export interface Caller {
  role: CallerRole;
  /** auth.uid(): the user id for signed-in users, undefined for the anon and service keys. */
  sub: string | undefined;
  /** The verified claims, handed to Postgres as request.jwt.claims. */
  claims: Record<string, unknown>;
}

const BEARER = /^Bearer\s+/i;

// Storage verifies with jsonwebtoken and returns its messages; keep them so clients see the same text.
function describe(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return "jwt expired";
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "invalid signature";
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `jwt ${error.claim} invalid`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return "invalid algorithm";
  return "jwt malformed";
}

/**
 * Who is calling: the gateway has already turned `apikey` into `Authorization: Bearer`, and the anon and
 * service keys are JWTs too, so every request must carry a token signed with the project's secret.
 */
export async function authenticate(req: IncomingMessage, secret: Uint8Array): Promise<Caller> {
  const token = (req.headers.authorization ?? "").replace(BEARER, "").trim();
  if (!token) throw errors.accessDenied("jwt must be provided");
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, secret, { algorithms: ["HS256"] }));
  } catch (error) {
    throw errors.accessDenied(describe(error));
  }
  const role = typeof claims.role === "string" ? claims.role : "anon";
  // A token for any other role (e.g. "postgres") would let its holder act as that role; PostgREST's
  // authenticator cannot switch to it either.
  if (!ROLES.has(role)) throw errors.accessDenied(`role "${role}" is not allowed`);
  const sub = typeof claims.sub === "string" && claims.sub ? claims.sub : undefined;
  return { role: role as CallerRole, sub, claims };
}
