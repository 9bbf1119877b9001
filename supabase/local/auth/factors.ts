import type { Queryable } from "./db.ts";
import { notFound } from "./errors.ts";
import type { Principal } from "./require-auth.ts";
import type { FactorRow } from "./users.ts";

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
  otp_code: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's loadFactor: only the caller's own factors exist for them. */
export async function loadOwnFactor(q: Queryable, principal: Principal, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw notFound("validation_failed", "factor_id must be an UUID");
  const { rows } = await q.query<FactorRow>("select * from auth.mfa_factors where id = $1 and user_id = $2", [
    factorId,
    principal.user.id,
  ]);
  const factor = rows[0];
  if (!factor) throw notFound("mfa_factor_not_found", "Factor not found");
  return factor;
}

/** The AMR method a verified factor adds to the session. */
export function factorMethod(factor: FactorRow): "totp" | "mfa/phone" {
  return factor.factor_type === "phone" ? "mfa/phone" : "totp";
}
