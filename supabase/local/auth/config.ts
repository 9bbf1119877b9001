import type { ServiceContext } from "../context.ts";

/** Knobs that differ between runs; defaults are those of `supabase start` (the CLI's config.toml). */
export interface AuthOptions {
  /** Access-token lifetime in seconds (GOTRUE_JWT_EXP). Tests lower it to see tokens expire. */
  jwtExp?: number;
  /** Seconds a rotated refresh token may still be used (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseInterval?: number;
  /** Lifetime of e-mailed links and codes in seconds (GOTRUE_MAILER_OTP_EXP). */
  otpExpiry?: number;
  /** GOTRUE_PASSWORD_MIN_LENGTH. */
  passwordMinLength?: number;
}

export interface AuthConfig {
  jwtSecret: string;
  jwtExp: number;
  /** `iss` of access tokens: the public URL of this service, as GOTRUE_JWT_ISSUER is set by the CLI. */
  issuer: string;
  /** Where e-mailed links point: GoTrue's API_EXTERNAL_URL. */
  externalUrl: string;
  siteUrl: string;
  redirectAllowList: string[];
  audience: string;
  refreshTokenReuseInterval: number;
  otpExpiry: number;
  otpLength: number;
  passwordMinLength: number;
  mfaMaxEnrolledFactors: number;
  mfaChallengeExpiry: number;
  /** Unverified factors older than this are cleaned up on the next enrolment. */
  mfaFactorExpiry: number;
  flowStateExpiry: number;
}

function intSetting(name: string, option: number | undefined, env: NodeJS.ProcessEnv, fallback: number): number {
  if (option !== undefined) return option;
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function loadAuthConfig(ctx: ServiceContext, options: AuthOptions = {}, env = process.env): AuthConfig {
  const externalUrl = `${ctx.apiUrl.replace(/\/+$/, "")}/auth/v1`;
  return {
    jwtSecret: ctx.jwtSecret,
    jwtExp: intSetting("GOTRUE_JWT_EXP", options.jwtExp, env, 3600),
    issuer: externalUrl,
    externalUrl,
    siteUrl: ctx.siteUrl,
    redirectAllowList: ctx.redirectAllowList,
    audience: "authenticated",
    refreshTokenReuseInterval: intSetting(
      "GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL",
      options.refreshTokenReuseInterval,
      env,
      10,
    ),
    otpExpiry: intSetting("GOTRUE_MAILER_OTP_EXP", options.otpExpiry, env, 3600),
    otpLength: 6,
    passwordMinLength: intSetting("GOTRUE_PASSWORD_MIN_LENGTH", options.passwordMinLength, env, 6),
    mfaMaxEnrolledFactors: 10,
    mfaChallengeExpiry: 300,
    mfaFactorExpiry: 300,
    flowStateExpiry: 300,
  };
}
