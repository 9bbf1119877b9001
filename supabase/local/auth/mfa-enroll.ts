import { Secret, TOTP } from "otpauth";
import { z } from "zod";
import type { AuthConfig } from "./config.ts";
import type { Queryable } from "./db.ts";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { badRequest, forbidden, unprocessable } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { qrCodeSvg } from "./qrcode.ts";
import { authenticate, requireNotAnonymous, type Principal } from "./require-auth.ts";
import { newId } from "./secrets.ts";
import { listFactors, type FactorRow } from "./users.ts";
import { str, validatePhone } from "./validate.ts";

const EnrollFactorParams = z.object({ friendly_name: str, factor_type: str, issuer: str, phone: str });
type EnrollParams = z.output<typeof EnrollFactorParams>;

/** POST /factors: enrols an unverified TOTP or phone factor; it counts once a challenge is verified. */
export const enrollFactor: Handler = async (deps, request) => {
  const principal = await authenticate(deps, request);
  requireNotAnonymous(principal);
  const params = await readParams(request.req, EnrollFactorParams, "EnrollFactorParams");
  switch (params.factor_type) {
    case "totp":
    case "phone":
      break;
    case "webauthn":
      throw unprocessable("mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    default:
      throw badRequest("validation_failed", "factor_type needs to be totp or phone");
  }
  if (params.factor_type === "totp" && !deps.config.mfaTotpEnrollEnabled) {
    throw unprocessable("mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
  }
  const phone = params.factor_type === "phone" ? phoneOf(params) : null;

  const { db, config } = deps;
  const body = await transaction(db, async (tx) => {
    // GoTrue drops abandoned enrolments before counting.
    await tx.query("delete from auth.mfa_factors where status = 'unverified' and created_at < now() - make_interval(secs => $1)", [
      config.mfaFactorExpiry,
    ]);
    const factors = await listFactors(tx, principal.user.id);
    const verified = factors.filter((factor) => factor.status === "verified");
    if (factors.length >= config.mfaMaxEnrolledFactors) {
      throw forbidden("too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
    }
    if (verified.length > 0 && principal.session?.aal !== "aal2") {
      throw forbidden("insufficient_aal", "AAL2 required to enroll a new factor");
    }
    if (params.friendly_name !== "" && factors.some((factor) => factor.friendly_name === params.friendly_name)) {
      throw unprocessable(
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${params.friendly_name}" for this user likely already exists`,
      );
    }
    if (phone !== null) return enrollPhone(tx, principal, params, factors, phone);
    return enrollTotp(tx, config, principal, params);
  });
  sendJson(request.res, 200, body);
};

function phoneOf(params: EnrollParams): string {
  if (params.phone === "") throw badRequest("validation_failed", "Phone number required to enroll Phone factor");
  try {
    return validatePhone(params.phone);
  } catch {
    throw badRequest("validation_failed", "Invalid phone number format (E.164 required)");
  }
}

async function enrollTotp(tx: Queryable, config: AuthConfig, principal: Principal, params: EnrollParams) {
  const issuer = params.issuer !== "" ? params.issuer : new URL(config.siteUrl).host;
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ issuer, label: principal.user.email ?? "", algorithm: "SHA1", digits: 6, period: 30, secret });
  const id = newId();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, principal.user.id, params.friendly_name, secret.base32],
  );
  const uri = totp.toString();
  return {
    id,
    type: "totp",
    friendly_name: params.friendly_name,
    totp: { qr_code: qrCodeSvg(uri), secret: secret.base32, uri },
  };
}

async function enrollPhone(
  tx: Queryable,
  principal: Principal,
  params: EnrollParams,
  factors: FactorRow[],
  phone: string,
) {
  const samePhone = factors.filter((factor) => factor.factor_type === "phone" && factor.phone === phone);
  if (samePhone.some((factor) => factor.status === "verified")) {
    throw unprocessable("phone_factor_already_exists", "A verified phone factor already exists, unenroll the existing factor to continue");
  }
  for (const factor of samePhone) await tx.query("delete from auth.mfa_factors where id = $1", [factor.id]);
  const id = newId();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone)
     values ($1, $2, $3, 'phone', 'unverified', now(), now(), $4)`,
    [id, principal.user.id, params.friendly_name, phone],
  );
  return { id, type: "phone", friendly_name: params.friendly_name, phone: params.phone };
}
