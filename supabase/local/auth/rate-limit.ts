import type { RateLimits } from "../config-toml.ts";
import { AuthApiError } from "./errors.ts";

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * A token bucket per key: `capacity` requests at once, refilled evenly over `windowMs`, the way GoTrue's
 * tollbooth limiters spread `[auth.rate_limit]` over their window instead of resetting at its end.
 */
export class Bucket {
  private readonly tokens = new Map<string, { left: number; at: number }>();
  private readonly capacity: number;
  private readonly windowMs: number;
  constructor(capacity: number, windowMs: number) {
    this.capacity = capacity;
    this.windowMs = windowMs;
  }

  /** Takes one token for `key`; false when none is left. */
  take(key: string, now = Date.now()): boolean {
    if (!Number.isFinite(this.capacity)) return true;
    const state = this.tokens.get(key) ?? { left: this.capacity, at: now };
    const refilled = Math.min(this.capacity, state.left + ((now - state.at) * this.capacity) / this.windowMs);
    const allowed = refilled >= 1;
    this.tokens.set(key, { left: allowed ? refilled - 1 : refilled, at: now });
    // Forget full buckets now and then, so a scan over many addresses cannot grow the map forever.
    if (this.tokens.size > 10_000) for (const [k, v] of this.tokens) if (v.left >= this.capacity - 1) this.tokens.delete(k);
    return allowed;
  }
}

export type RequestLimit = "signInSignUps" | "tokenVerifications" | "tokenRefresh";

/** The limiters of one auth server: per client IP for requests, one for the whole project for e-mails. */
export interface Limiters {
  /** Throws GoTrue's 429 over_request_rate_limit when `ip` used up its `kind` requests. */
  request(kind: RequestLimit, ip: string): void;
  /** Throws 429 over_email_send_rate_limit when the project sent its e-mails for the hour. */
  email(): void;
  /** Throws 429 over_email_send_rate_limit when this user got an e-mail of this kind less than max_frequency ago. */
  emailFrequency(userId: string, kind: string): void;
}

/** `now` is Date.now unless a test freezes time, so that buckets do not refill while a flood is still arriving. */
export function createLimiters(limits: RateLimits, emailMaxFrequencySeconds: number, now: () => number = Date.now): Limiters {
  const requests: Record<RequestLimit, Bucket> = {
    signInSignUps: new Bucket(limits.signInSignUps, FIVE_MINUTES),
    tokenVerifications: new Bucket(limits.tokenVerifications, FIVE_MINUTES),
    tokenRefresh: new Bucket(limits.tokenRefresh, FIVE_MINUTES),
  };
  const emails = new Bucket(limits.emailSent, ONE_HOUR);
  const lastSent = new Map<string, number>();
  return {
    request(kind, ip) {
      if (!requests[kind].take(ip, now())) throw new AuthApiError(429, "over_request_rate_limit", "Request rate limit reached");
    },
    email() {
      if (!emails.take("project", now())) throw new AuthApiError(429, "over_email_send_rate_limit", "Email rate limit exceeded");
    },
    emailFrequency(userId, kind) {
      const key = `${kind}:${userId}`;
      const at = now();
      const last = lastSent.get(key);
      const waitMs = last === undefined ? 0 : last + emailMaxFrequencySeconds * 1000 - at;
      if (waitMs > 0) {
        throw new AuthApiError(
          429,
          "over_email_send_rate_limit",
          `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
        );
      }
      lastSent.set(key, at);
      if (lastSent.size > 10_000) {
        for (const [k, sent] of lastSent) if (sent + emailMaxFrequencySeconds * 1000 < at) lastSent.delete(k);
      }
    },
  };
}
