import type { User } from "./deps.ts";
import { HttpError } from "./http.ts";
import { jwtClaims } from "./jwt-claims.ts";

/** The `aal` claim of an access token the gateway (or the auth server) has already verified. */
export function assuranceLevel(accessToken: string): string | undefined {
  const aal = jwtClaims(accessToken).aal;
  return typeof aal === "string" ? aal : undefined;
}

/**
 * A user with a verified authenticator must have given its code (aal2) before billing changes: the password
 * alone is only the first step. 403 with a Danish message otherwise.
 */
export function requireSecondStep(user: User, accessToken: string): void {
  const hasFactor = (user.factors ?? []).some((factor) => factor.status === "verified");
  if (hasFactor && assuranceLevel(accessToken) !== "aal2") {
    throw new HttpError(403, "Indtast koden fra din godkendelsesapp for at fortsætte.");
  }
}
