// The signed-in visitor behind the request, if any. The gateway has already checked the token's
// signature (verify_jwt); a user token is confirmed with the auth server, the anon key needs no call.
import type { DbClient } from "../_shared/supabase.ts";

export interface ChatUser {
  id: string;
  email: string | null;
  name: string | null;
}

function claimsOf(token: string): { role?: unknown } | null {
  try {
    const payload = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
    return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, "="))) as { role?: unknown };
  } catch {
    return null;
  }
}

export async function signedInUser(request: Request, db: DbClient): Promise<ChatUser | null> {
  const token = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (claimsOf(token)?.role !== "authenticated") return null;
  const { data, error } = await db.auth.getUser(token);
  // An expired or revoked session chats on as a visitor rather than failing the message.
  if (error || !data.user) return null;
  const name = data.user.user_metadata?.full_name;
  return {
    id: data.user.id,
    email: data.user.email ?? null,
    name: typeof name === "string" && name.trim() ? name.trim().slice(0, 200) : null,
  };
}
