import { timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { CommitThenFail, badRequest, forbidden, notFound, unprocessable } from "./errors.ts";
import { factorMethod, loadOwnFactor, type ChallengeRow } from "./factors.ts";
import { readParams, sendJson } from "./http.ts";
import { authenticate } from "./require-auth.ts";
import { addAmrClaim, swapRefreshToken, tokenResponse, type RefreshTokenRow } from "./sessions.ts";
import { findUserById, type FactorRow } from "./users.ts";
import { str } from "./validate.ts";

const VerifyFactorParams = z.object({ challenge_id: z.uuid().nullish().transform((v) => v ?? ""), code: str });

/**
 * POST /factors/{id}/verify: checks the code for a challenge. On success the factor is verified, the
 * session gets the factor's AMR claim (so aal2) and a rotated refresh token, and the user's other sessions
 * that never passed MFA are ended, as GoTrue does.
 */
export const verifyFactor: Handler = async (deps, request) => {
  const principal = await authenticate(deps, request);
  const { db, config } = deps;
  const factor = await loadOwnFactor(db, principal, request.params.factorId ?? "");
  const params = await readParams(request.req, VerifyFactorParams, "VerifyFactorParams");
  if (params.code === "") throw badRequest("validation_failed", "Code needs to be non-empty");
  if (factor.factor_type === "totp" && !config.mfaTotpVerifyEnabled) {
    throw unprocessable("mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
  }
  const session = principal.session;
  if (!session) throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");

  const tokens = await transaction(db, async (tx) => {
    const { rows } = await tx.query<ChallengeRow>(
      "select id, factor_id, created_at, verified_at, host(ip_address) as ip_address, otp_code from auth.mfa_challenges where id = $1 and factor_id = $2 for update",
      [params.challenge_id, factor.id],
    );
    const challenge = rows[0];
    if (!challenge) throw notFound("mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    // Deliberately vague, so as not to tell whether the challenge was already used.
    if (challenge.verified_at !== null || challenge.ip_address !== request.client.ip) {
      throw unprocessable("mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch");
    }
    if (challenge.created_at.getTime() + config.mfaChallengeExpiry * 1000 < Date.now()) {
      await tx.query("delete from auth.mfa_challenges where id = $1", [challenge.id]);
      throw new CommitThenFail(
        unprocessable(
          "mfa_challenge_expired",
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      );
    }
    if (!codeMatches(factor, challenge, params.code)) {
      throw unprocessable(
        "mfa_verification_failed",
        factor.factor_type === "phone" ? "Invalid MFA Phone code entered" : "Invalid TOTP code entered",
      );
    }

    await tx.query("update auth.mfa_challenges set verified_at = now() where id = $1", [challenge.id]);
    await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'", [factor.id]);
    await addAmrClaim(tx, session.id, factorMethod(factor));
    await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [session.id, factor.id]);
    const { rows: active } = await tx.query<RefreshTokenRow>(
      "select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1 for update",
      [session.id],
    );
    if (!active[0]) throw forbidden("session_expired", "Invalid Refresh Token: Session Expired");
    const refreshToken = await swapRefreshToken(tx, active[0]);
    await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and (aal is null or aal < 'aal2')", [
      principal.user.id,
      session.id,
    ]);
    await tx.query("delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3", [
      principal.user.id,
      factor.factor_type,
      factor.id,
    ]);
    const user = await findUserById(tx, principal.user.id);
    if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
    return tokenResponse(tx, config, user, session.id, refreshToken);
  });
  sendJson(request.res, 200, tokens);
};

/** TOTP codes are checked with GoTrue's settings: SHA-1, 6 digits, 30 s steps, one step of clock skew. */
function codeMatches(factor: FactorRow, challenge: ChallengeRow, code: string): boolean {
  if (factor.factor_type === "phone") {
    const expected = Buffer.from(challenge.otp_code ?? "");
    const given = Buffer.from(code);
    return expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given);
  }
  if (!factor.secret) return false;
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(factor.secret) });
  return totp.validate({ token: code, window: 1 }) !== null;
}
