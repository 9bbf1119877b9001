/**
 * The payload of an access token that the gateway (hosted: the platform) has already verified, or {}
 * when it cannot be read. Functions read claims from it; they never trust it unverified.
 */
export function jwtClaims(accessToken: string): Record<string, unknown> {
  try {
    const payload = accessToken.split(".")[1] ?? "";
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
