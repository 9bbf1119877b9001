import { jwtVerify, errors } from "jose";

export type JwtCheck = { ok: true; role: string } | { ok: false; reason: string };

/** Verifies an HS256 token as the hosted gateway does before a function runs (verify_jwt). */
export async function checkJwt(token: string, secret: string): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] });
    return { ok: true, role: typeof payload.role === "string" ? payload.role : "anon" };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "JWT expired" : "Invalid JWT" };
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match?.[1]?.trim();
}
