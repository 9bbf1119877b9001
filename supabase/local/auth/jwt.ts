import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { forbidden } from "./errors.ts";

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims GoTrue puts in access tokens (internal/tokens AccessTokenClaims), in its order. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

/** What a verified bearer token may carry: ours, or the anon / service_role API keys. */
export interface VerifiedClaims {
  sub?: string;
  aud?: string | string[];
  role?: string;
  session_id?: string;
  is_anonymous?: boolean;
  [claim: string]: unknown;
}

const encoder = new TextEncoder();

export function signAccessToken(secret: string, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(encoder.encode(secret));
}

/**
 * Verifies an HS256 token. Failures read like GoTrue's (golang-jwt v5 wrapped in "invalid JWT: unable to
 * parse or verify signature, …") and are 403 bad_jwt, which supabase-js treats as a signed-out session.
 */
export async function verifyToken(secret: string, token: string): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ["HS256"] });
    return payload as VerifiedClaims;
  } catch (error) {
    throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${describeJwtError(error, token)}`);
  }
}

function describeJwtError(error: unknown, token: string): string {
  if (error instanceof joseErrors.JWTExpired) return "token has invalid claims: token is expired";
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    return error.claim === "nbf" ? "token has invalid claims: token is not valid yet" : "token has invalid claims";
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "token signature is invalid: signature is invalid";
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    const alg = headerAlg(token);
    return `token signature is invalid: signing method ${alg ?? "none"} is invalid`;
  }
  if (token.split(".").length !== 3) return "token is malformed: token contains an invalid number of segments";
  return "token is malformed: could not JSON decode token";
}

function headerAlg(token: string): string | null {
  try {
    const header = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { alg?: unknown };
    return typeof header.alg === "string" ? header.alg : null;
  } catch {
    return null;
  }
}
