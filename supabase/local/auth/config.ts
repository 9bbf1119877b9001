import type { ServiceContext } from "../context.ts";
import { CLI_DEFAULTS, type AuthSettings, type EmailTemplate, type EmailTemplateKind, type RateLimits } from "../config-toml.ts";

/**
 * Knobs that differ between runs. The stack passes what supabase/config.toml says; anything left out takes the
 * defaults of `supabase start` (the CLI's config.toml template).
 */
export interface AuthOptions extends Partial<Omit<AuthSettings, "rateLimit" | "siteUrl" | "additionalRedirectUrls">> {
  /** Access-token lifetime in seconds (GOTRUE_JWT_EXP). Tests lower it to see tokens expire. Wins over jwtExpiry. */
  jwtExp?: number;
  /** Lifetime of e-mailed links and codes in seconds (GOTRUE_MAILER_OTP_EXP). */
  otpExpiry?: number;
  /** GOTRUE_PASSWORD_MIN_LENGTH. Wins over minimumPasswordLength. */
  passwordMinLength?: number;
  /** `[auth.rate_limit]`; a partial object keeps the CLI's value for the rest. */
  rateLimit?: Partial<RateLimits>;
  /** The rate limiters' clock (default Date.now). Tests of the limits freeze it, so buckets do not refill mid-flood. */
  rateLimitClock?: () => number;
  /** bcrypt's cost for new password hashes (default GoTrue's 10; throwaway test stacks use less, stack.ts says why). */
  passwordHashCost?: number;
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
  enableSignup: boolean;
  /** False is GoTrue's MAILER_AUTOCONFIRM. */
  enableConfirmations: boolean;
  doubleConfirmChanges: boolean;
  securePasswordChange: boolean;
  emailMaxFrequency: number;
  rateLimit: RateLimits;
  mfaMaxEnrolledFactors: number;
  mfaTotpEnrollEnabled: boolean;
  mfaTotpVerifyEnabled: boolean;
  mfaChallengeExpiry: number;
  /** Unverified factors older than this are cleaned up on the next enrolment. */
  mfaFactorExpiry: number;
  flowStateExpiry: number;
  /** Wrong codes typed for one address before its outstanding codes are voided (see verify.ts). */
  otpMaxFailures: number;
  rateLimitClock: () => number;
  /** bcrypt's cost for new hashes; checking a hash uses the cost written in it, whatever this says. */
  passwordHashCost: number;
  /** config.toml's own e-mails; a kind left out is GoTrue's default English one. */
  emailTemplates: Partial<Record<EmailTemplateKind, EmailTemplate>>;
}

function intSetting(name: string, option: number | undefined, env: NodeJS.ProcessEnv, fallback: number): number {
  if (option !== undefined) return option;
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** Go's bcrypt.DefaultCost, which GoTrue hashes passwords with. */
const GOTRUE_BCRYPT_COST = 10;

export function loadAuthConfig(ctx: ServiceContext, options: AuthOptions = {}, env = process.env): AuthConfig {
  const externalUrl = `${ctx.apiUrl.replace(/\/+$/, "")}/auth/v1`;
  const d = CLI_DEFAULTS.auth;
  return {
    jwtSecret: ctx.jwtSecret,
    jwtExp: intSetting("GOTRUE_JWT_EXP", options.jwtExp ?? options.jwtExpiry, env, d.jwtExpiry),
    issuer: externalUrl,
    externalUrl,
    siteUrl: ctx.siteUrl,
    redirectAllowList: ctx.redirectAllowList,
    audience: "authenticated",
    refreshTokenReuseInterval: intSetting(
      "GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL",
      options.refreshTokenReuseInterval,
      env,
      d.refreshTokenReuseInterval,
    ),
    otpExpiry: intSetting("GOTRUE_MAILER_OTP_EXP", options.otpExpiry, env, d.otpExpiry),
    otpLength: options.otpLength ?? d.otpLength,
    passwordMinLength: intSetting(
      "GOTRUE_PASSWORD_MIN_LENGTH",
      options.passwordMinLength ?? options.minimumPasswordLength,
      env,
      d.minimumPasswordLength,
    ),
    enableSignup: options.enableSignup ?? d.enableSignup,
    enableConfirmations: options.enableConfirmations ?? d.enableConfirmations,
    doubleConfirmChanges: options.doubleConfirmChanges ?? d.doubleConfirmChanges,
    securePasswordChange: options.securePasswordChange ?? d.securePasswordChange,
    emailMaxFrequency: options.emailMaxFrequency ?? d.emailMaxFrequency,
    rateLimit: { ...d.rateLimit, ...options.rateLimit },
    mfaMaxEnrolledFactors: options.mfaMaxEnrolledFactors ?? d.mfaMaxEnrolledFactors,
    mfaTotpEnrollEnabled: options.mfaTotpEnrollEnabled ?? d.mfaTotpEnrollEnabled,
    mfaTotpVerifyEnabled: options.mfaTotpVerifyEnabled ?? d.mfaTotpVerifyEnabled,
    mfaChallengeExpiry: 300,
    mfaFactorExpiry: 300,
    flowStateExpiry: 300,
    otpMaxFailures: 5,
    rateLimitClock: options.rateLimitClock ?? Date.now,
    passwordHashCost: options.passwordHashCost ?? GOTRUE_BCRYPT_COST,
    emailTemplates: options.emailTemplates ?? d.emailTemplates,
  };
}
