import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";

export const newId = (): string => randomUUID();

/** Opaque refresh tokens; GoTrue's legacy tokens are short random strings stored as-is. */
export const newRefreshToken = (): string => randomBytes(16).toString("base64url");

/** The numeric code put in e-mails next to the link (GoTrue's OTP, 6 digits by default). */
export function newOtp(length: number): string {
  let otp = "";
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}

/** GoTrue's crypto.GenerateTokenHash: what is stored and what e-mailed links carry instead of the OTP. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash("sha224").update(emailOrPhone + otp).digest("hex");
}

/** PKCE S256: base64url(sha256(verifier)), compared against the stored code_challenge. */
export function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}
