import bcrypt from "bcryptjs";
import type { AuthConfig } from "./config.ts";
import { WeakPasswordError, badRequest } from "./errors.ts";

/** bcrypt only looks at the first 72 bytes; GoTrue refuses longer passwords instead of truncating. */
const MAX_PASSWORD_BYTES = 72;

/** GoTrue's checkPasswordStrength with the CLI defaults (minimum length, no required character sets). */
export function checkPasswordStrength(config: AuthConfig, password: string): void {
  const bytes = Buffer.byteLength(password, "utf8");
  if (bytes > MAX_PASSWORD_BYTES) {
    throw badRequest("validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (bytes < config.passwordMinLength) {
    throw new WeakPasswordError(`Password should be at least ${config.passwordMinLength} characters.`, ["length"]);
  }
}

/**
 * Hashes like Go's bcrypt (cost 10 unless configured, `$2a$` prefix). `$2a$` and bcryptjs' `$2b$` are the same
 * algorithm for passwords this short; `$2a$` keeps the hashes readable by GoTrue and by pgcrypto's crypt().
 */
export async function hashPassword(config: AuthConfig, password: string): Promise<string> {
  const hash = await bcrypt.hash(password, config.passwordHashCost);
  return hash.replace(/^\$2b\$/, "$2a$");
}

/** Accepts hashes made by GoTrue, by bcryptjs and by pgcrypto's crypt(…, gen_salt('bf')) in seed SQL. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/**
 * A bcrypt hash of nothing anyone types, made once per cost at the cost new hashes get: comparing against it
 * when there is no user makes an unknown e-mail take as long as a wrong password, so sign-in timing cannot list
 * accounts.
 */
const dummyHashes = new Map<number, Promise<string>>();
export async function spendPasswordCheck(config: AuthConfig, password: string): Promise<void> {
  const cost = config.passwordHashCost;
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) dummyHashes.set(cost, (dummyHash = bcrypt.hash(`no-user-${Math.random()}`, cost)));
  await bcrypt.compare(password, await dummyHash).catch(() => false);
}
