import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";
import { REPO_ROOT } from "./env.ts";

export const CONFIG_TOML = join(REPO_ROOT, "supabase", "config.toml");

/** `[auth.rate_limit]` of the CLI: requests per window (5 minutes per IP, e-mails per hour for the whole project). */
export interface RateLimits {
  emailSent: number;
  signInSignUps: number;
  tokenVerifications: number;
  tokenRefresh: number;
}

/** The auth e-mails config.toml can replace (`[auth.email.template.<kind>]`), named as the CLI names them. */
export const EMAIL_TEMPLATE_KINDS = ["confirmation", "recovery", "invite", "magic_link", "email_change", "reauthentication"] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/** One e-mail's own subject and HTML (read from content_path), each optional as in the CLI. */
export interface EmailTemplate {
  subject?: string;
  html?: string;
}

/** The auth settings of config.toml that the local auth server honours, named as GoTrue's own settings. */
export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  doubleConfirmChanges: boolean;
  securePasswordChange: boolean;
  minimumPasswordLength: number;
  otpLength: number;
  otpExpiry: number;
  /** Seconds a user must wait between two e-mails (`[auth.email] max_frequency`). */
  emailMaxFrequency: number;
  rateLimit: RateLimits;
  mfaMaxEnrolledFactors: number;
  mfaTotpEnrollEnabled: boolean;
  mfaTotpVerifyEnabled: boolean;
  emailTemplates: Partial<Record<EmailTemplateKind, EmailTemplate>>;
}

export interface SupabaseConfig {
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  auth: AuthSettings;
  /** Project-wide upload cap in bytes (`[storage] file_size_limit`). */
  storage: { fileSizeLimit: number };
}

/**
 * What `supabase start` uses when config.toml leaves a setting out (the CLI's embedded template and
 * pkg/config defaults): local confirmations are off, sign-ups are on, and the rate limits are the CLI's.
 */
export const CLI_DEFAULTS: SupabaseConfig = {
  api: { schemas: ["public", "graphql_public"], extraSearchPath: ["public", "extensions"], maxRows: 1000 },
  auth: {
    siteUrl: "http://127.0.0.1:3000",
    additionalRedirectUrls: ["https://127.0.0.1:3000"],
    jwtExpiry: 3600,
    refreshTokenReuseInterval: 10,
    enableSignup: true,
    enableConfirmations: false,
    doubleConfirmChanges: true,
    securePasswordChange: false,
    minimumPasswordLength: 6,
    otpLength: 6,
    otpExpiry: 3600,
    emailMaxFrequency: 1,
    rateLimit: { emailSent: 2, signInSignUps: 30, tokenVerifications: 30, tokenRefresh: 150 },
    mfaMaxEnrolledFactors: 10,
    mfaTotpEnrollEnabled: true,
    mfaTotpVerifyEnabled: true,
    emailTemplates: {},
  },
  storage: { fileSizeLimit: 50 * 1024 * 1024 },
};

const UNITS: Record<string, number> = {
  "": 1, b: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3,
};

/** The CLI's sizes ("5MiB", "50MB"): binary units for *iB, decimal for kB/MB/GB, as go-humanize reads them. */
export function parseSize(value: string | number): number {
  if (typeof value === "number") return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const factor = UNITS[(match?.[2] ?? "?").toLowerCase()];
  if (!match || factor === undefined) throw new Error(`config.toml: cannot read size "${value}"`);
  return Math.round(Number(match[1]) * factor);
}

/** Go durations as the CLI writes them ("1s", "1m30s", "60s"), in seconds. */
export function parseDuration(value: string | number): number {
  if (typeof value === "number") return value;
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== value.trim()) {
    throw new Error(`config.toml: cannot read duration "${value}"`);
  }
  return parts.reduce((sum, part) => sum + Number(part[1]) * (units[part[2] ?? "s"] ?? 1), 0);
}

const int = z.number().int().nonnegative();
const ConfigFile = z.object({
  api: z
    .object({ schemas: z.array(z.string()), extra_search_path: z.array(z.string()), max_rows: int })
    .partial()
    .optional(),
  storage: z.object({ file_size_limit: z.union([z.string(), z.number()]) }).partial().optional(),
  auth: z
    .object({
      site_url: z.string(),
      additional_redirect_urls: z.array(z.string()),
      jwt_expiry: int,
      refresh_token_reuse_interval: int,
      enable_signup: z.boolean(),
      minimum_password_length: int,
      rate_limit: z
        .object({ email_sent: int, sign_in_sign_ups: int, token_verifications: int, token_refresh: int })
        .partial()
        .optional(),
      email: z
        .object({
          enable_signup: z.boolean(),
          enable_confirmations: z.boolean(),
          double_confirm_changes: z.boolean(),
          secure_password_change: z.boolean(),
          max_frequency: z.union([z.string(), z.number()]),
          otp_length: int,
          otp_expiry: int,
          template: z
            .partialRecord(z.enum(EMAIL_TEMPLATE_KINDS), z.object({ subject: z.string(), content_path: z.string() }).partial())
            .optional(),
        })
        .partial()
        .optional(),
      mfa: z
        .object({
          max_enrolled_factors: int,
          totp: z.object({ enroll_enabled: z.boolean(), verify_enabled: z.boolean() }).partial().optional(),
        })
        .partial()
        .optional(),
    })
    .partial()
    .optional(),
});

/**
 * Reads supabase/config.toml the way the CLI does for `supabase start`: missing settings take the CLI's
 * defaults, a malformed setting stops the stack with its name (rather than running with a silent default).
 */
export function readSupabaseConfig(file: string = CONFIG_TOML): SupabaseConfig {
  if (!existsSync(file)) return structuredClone(CLI_DEFAULTS);
  const parsed = ConfigFile.safeParse(parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const { api = {}, auth = {}, storage = {} } = parsed.data;
  const d = CLI_DEFAULTS;
  const email = auth.email ?? {};
  const limits = auth.rate_limit ?? {};
  return {
    api: {
      schemas: api.schemas ?? d.api.schemas,
      extraSearchPath: api.extra_search_path ?? d.api.extraSearchPath,
      maxRows: api.max_rows ?? d.api.maxRows,
    },
    auth: {
      siteUrl: auth.site_url ?? d.auth.siteUrl,
      additionalRedirectUrls: auth.additional_redirect_urls ?? d.auth.additionalRedirectUrls,
      jwtExpiry: auth.jwt_expiry ?? d.auth.jwtExpiry,
      refreshTokenReuseInterval: auth.refresh_token_reuse_interval ?? d.auth.refreshTokenReuseInterval,
      // The CLI turns e-mail sign-ups off when either switch is off.
      enableSignup: (auth.enable_signup ?? true) && (email.enable_signup ?? true),
      enableConfirmations: email.enable_confirmations ?? d.auth.enableConfirmations,
      doubleConfirmChanges: email.double_confirm_changes ?? d.auth.doubleConfirmChanges,
      securePasswordChange: email.secure_password_change ?? d.auth.securePasswordChange,
      minimumPasswordLength: auth.minimum_password_length ?? d.auth.minimumPasswordLength,
      otpLength: email.otp_length ?? d.auth.otpLength,
      otpExpiry: email.otp_expiry ?? d.auth.otpExpiry,
      emailMaxFrequency: email.max_frequency !== undefined ? parseDuration(email.max_frequency) : d.auth.emailMaxFrequency,
      rateLimit: {
        emailSent: limits.email_sent ?? d.auth.rateLimit.emailSent,
        signInSignUps: limits.sign_in_sign_ups ?? d.auth.rateLimit.signInSignUps,
        tokenVerifications: limits.token_verifications ?? d.auth.rateLimit.tokenVerifications,
        tokenRefresh: limits.token_refresh ?? d.auth.rateLimit.tokenRefresh,
      },
      mfaMaxEnrolledFactors: auth.mfa?.max_enrolled_factors ?? d.auth.mfaMaxEnrolledFactors,
      mfaTotpEnrollEnabled: auth.mfa?.totp?.enroll_enabled ?? d.auth.mfaTotpEnrollEnabled,
      mfaTotpVerifyEnabled: auth.mfa?.totp?.verify_enabled ?? d.auth.mfaTotpVerifyEnabled,
      emailTemplates: readEmailTemplates(email.template ?? {}, file),
    },
    storage: {
      fileSizeLimit: storage.file_size_limit !== undefined ? parseSize(storage.file_size_limit) : d.storage.fileSizeLimit,
    },
  };
}

/**
 * `[auth.email.template.*]`: content_path is relative to the project's root (the folder holding
 * supabase/), as the CLI reads it. A missing file stops the stack with its path.
 */
function readEmailTemplates(
  templates: Partial<Record<EmailTemplateKind, { subject?: string; content_path?: string }>>,
  file: string,
): Partial<Record<EmailTemplateKind, EmailTemplate>> {
  const projectRoot = dirname(dirname(file));
  const read: Partial<Record<EmailTemplateKind, EmailTemplate>> = {};
  for (const [kind, template] of Object.entries(templates) as Array<[EmailTemplateKind, { subject?: string; content_path?: string }]>) {
    const path = template.content_path ? resolve(projectRoot, template.content_path) : undefined;
    if (path && !existsSync(path)) throw new Error(`${file}: auth.email.template.${kind}.content_path: no file at ${path}`);
    read[kind] = {
      ...(template.subject !== undefined ? { subject: template.subject } : {}),
      ...(path ? { html: readFileSync(path, "utf8") } : {}),
    };
  }
  return read;
}
