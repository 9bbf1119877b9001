import type { ServiceContext, ServiceHandler } from "../context.ts";
import { loadAuthConfig, type AuthOptions } from "./config.ts";
import { adminUserCreate } from "./admin-user-create.ts";
import { adminUserDelete } from "./admin-user-delete.ts";
import { adminUserGet } from "./admin-user-get.ts";
import { adminUserUpdate } from "./admin-user-update.ts";
import { adminUsersList } from "./admin-users-list.ts";
import { adminFactorDelete, adminFactorsList } from "./admin-factors.ts";
import { adminGenerateLink } from "./admin-generate-link.ts";
import { invite } from "./invite.ts";
import { otp } from "./otp.ts";
import { createLimiters, type RequestLimit } from "./rate-limit.ts";
import { reauthenticate } from "./reauthenticate.ts";
import { resend } from "./resend.ts";
import { manualLinkingDisabled, ssoDisabled } from "./disabled.ts";
import { AuthApiError } from "./errors.ts";
import type { AuthDeps, Handler } from "./handler.ts";
import { health } from "./health.ts";
import { clientIp, sendError } from "./http.ts";
import { jwks } from "./jwks.ts";
import { logout } from "./logout.ts";
import { challengeFactor } from "./mfa-challenge.ts";
import { enrollFactor } from "./mfa-enroll.ts";
import { unenrollFactor } from "./mfa-unenroll.ts";
import { verifyFactor } from "./mfa-verify.ts";
import { recover } from "./recover.ts";
import { settings } from "./settings.ts";
import { signup } from "./signup.ts";
import { token } from "./token.ts";
import { userGet } from "./user-get.ts";
import { userUpdate } from "./user-update.ts";
import { verifyGet, verifyPost } from "./verify.ts";

export type { AuthOptions } from "./config.ts";

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
  /** The `[auth.rate_limit]` bucket this route draws from, per client IP, as GoTrue's limitHandler. */
  limit?: RequestLimit | ((url: URL) => RequestLimit | undefined);
}

// The password grant signs in; the other grants renew a session.
const tokenLimit = (url: URL): RequestLimit =>
  url.searchParams.get("grant_type") === "password" ? "signInSignUps" : "tokenRefresh";

const FACTOR = "(?<factorId>[^/]+)";
const USER = "(?<userId>[^/]+)";

// GoTrue's routes (internal/api/api.go) that a Supabase web app uses.
const routes: Route[] = [
  { method: "GET", pattern: /^\/health$/, handler: health },
  { method: "GET", pattern: /^\/\.well-known\/jwks\.json$/, handler: jwks },
  { method: "GET", pattern: /^\/settings$/, handler: settings },
  { method: "POST", pattern: /^\/signup$/, handler: signup, limit: "signInSignUps" },
  { method: "POST", pattern: /^\/token$/, handler: token, limit: tokenLimit },
  { method: "POST", pattern: /^\/otp$/, handler: otp, limit: "signInSignUps" },
  { method: "POST", pattern: /^\/magiclink$/, handler: otp, limit: "signInSignUps" },
  { method: "POST", pattern: /^\/resend$/, handler: resend, limit: "signInSignUps" },
  { method: "GET", pattern: /^\/reauthenticate$/, handler: reauthenticate },
  { method: "POST", pattern: /^\/invite$/, handler: invite },
  { method: "POST", pattern: /^\/sso$/, handler: ssoDisabled },
  { method: "GET", pattern: /^\/user\/identities\/authorize$/, handler: manualLinkingDisabled },
  { method: "DELETE", pattern: /^\/user\/identities\/[^/]+$/, handler: manualLinkingDisabled },
  { method: "POST", pattern: /^\/logout$/, handler: logout },
  { method: "GET", pattern: /^\/user$/, handler: userGet },
  { method: "PUT", pattern: /^\/user$/, handler: userUpdate },
  { method: "POST", pattern: /^\/recover$/, handler: recover },
  { method: "GET", pattern: /^\/verify$/, handler: verifyGet, limit: "tokenVerifications" },
  { method: "POST", pattern: /^\/verify$/, handler: verifyPost, limit: "tokenVerifications" },
  { method: "POST", pattern: /^\/factors$/, handler: enrollFactor },
  { method: "POST", pattern: new RegExp(`^/factors/${FACTOR}/challenge$`), handler: challengeFactor },
  { method: "POST", pattern: new RegExp(`^/factors/${FACTOR}/verify$`), handler: verifyFactor, limit: "tokenVerifications" },
  { method: "DELETE", pattern: new RegExp(`^/factors/${FACTOR}$`), handler: unenrollFactor },
  // The admin API (service role only), for seeds, tests and server code using supabase.auth.admin.
  { method: "GET", pattern: /^\/admin\/users$/, handler: adminUsersList },
  { method: "POST", pattern: /^\/admin\/users$/, handler: adminUserCreate },
  { method: "GET", pattern: new RegExp(`^/admin/users/${USER}$`), handler: adminUserGet },
  { method: "PUT", pattern: new RegExp(`^/admin/users/${USER}$`), handler: adminUserUpdate },
  { method: "DELETE", pattern: new RegExp(`^/admin/users/${USER}$`), handler: adminUserDelete },
  { method: "GET", pattern: new RegExp(`^/admin/users/${USER}/factors$`), handler: adminFactorsList },
  { method: "DELETE", pattern: new RegExp(`^/admin/users/${USER}/factors/${FACTOR}$`), handler: adminFactorDelete },
  { method: "POST", pattern: /^\/admin\/generate_link$/, handler: adminGenerateLink },
];

/**
 * The GoTrue-compatible auth server of the local stack, mounted by the gateway under /auth/v1.
 * Everything lives in the auth schema, so data written here is what hosted GoTrue would have written.
 */
export function createAuthService(ctx: ServiceContext, options: AuthOptions = {}): ServiceHandler {
  const config = loadAuthConfig(ctx, options);
  const deps: AuthDeps = {
    db: ctx.db,
    config,
    outbox: ctx.outbox,
    limits: createLimiters(config.rateLimit, config.emailMaxFrequency, config.rateLimitClock),
    otpFailures: new Map(),
    log: (m) => ctx.log(m),
  };

  return async (req, res, path, url) => {
    try {
      const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
      const candidates = routes.filter((route) => route.pattern.test(normalised));
      if (candidates.length === 0) throw new AuthApiError(404, "not_found", "Not Found");
      const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
      const route = candidates.find((candidate) => candidate.method === method);
      if (!route) throw new AuthApiError(405, "method_not_allowed", "Method Not Allowed");
      const params = route.pattern.exec(normalised)?.groups ?? {};
      const userAgent = req.headers["user-agent"] ?? null;
      const ip = clientIp(req);
      const limit = typeof route.limit === "function" ? route.limit(url) : route.limit;
      if (limit) deps.limits.request(limit, ip);
      await route.handler(deps, { req, res, url, params: { ...params }, client: { ip, userAgent } });
    } catch (error) {
      sendError(req, res, error, deps.log);
    }
  };
}
