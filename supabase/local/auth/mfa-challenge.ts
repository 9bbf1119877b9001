import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { loadOwnFactor } from "./factors.ts";
import { readBody, sendJson } from "./http.ts";
import { authenticate } from "./require-auth.ts";
import { newId, newOtp } from "./secrets.ts";

/**
 * POST /factors/{id}/challenge: opens a challenge the client answers with a code within five minutes,
 * from the same IP address. Phone factors get a one-time code; with no SMS provider in the local stack
 * it is written to the auth log instead of being texted.
 */
export const challengeFactor: Handler = async (deps, request) => {
  const principal = await authenticate(deps, request);
  const factor = await loadOwnFactor(deps.db, principal, request.params.factorId ?? "");
  // supabase-js sends its call options as the body; GoTrue reads only an optional channel from it.
  await readBody(request.req);
  const otp = factor.factor_type === "phone" ? newOtp(6) : null;
  const challenge = await transaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: string; created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code)
       values ($1, $2, now(), $3, $4) returning id, created_at`,
      [newId(), factor.id, request.client.ip, otp],
    );
    await tx.query("update auth.mfa_factors set last_challenged_at = now() where id = $1", [factor.id]);
    return rows[0] as { id: string; created_at: Date };
  });
  if (otp) deps.log(`SMS to +${factor.phone}: Your code is ${otp}`);
  sendJson(request.res, 200, {
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Math.floor(challenge.created_at.getTime() / 1000) + deps.config.mfaChallengeExpiry,
  });
};
