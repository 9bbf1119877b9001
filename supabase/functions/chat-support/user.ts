// The signed-in visitor behind the request, if any. The gateway has already checked the token's
// signature (verify_jwt); a user token is confirmed with the auth server, the anon key needs no call.
import type { DbClient } from "../_shared/supabase.ts";
import { singleLine, storableText, truncateCodePoints } from "../_shared/lib/text.ts";
import { isStrictEmail } from "../_shared/lib/email.ts";

/** chat_conversations.user_name's limit (char_length, in code points). */
const MAX_NAME = 200;

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
  const fullName = data.user.user_metadata?.full_name;
  // The profile's name is the user's, not this request's input: made storable and cut to the column's limit
  // by code points (a cut by UTF-16 units can split an emoji, and the whole turn then failed to save).
  // One line: a line break in the profile name would forge a line in the lead e-mail (issue 30).
  const name = typeof fullName === "string" ? truncateCodePoints(storableText(singleLine(fullName).trim()), MAX_NAME).trim() : "";
  // An address outside the product's rule (lib/email.ts; an auth server may take "…?bcc=…&body=…@example.com" or a
  // look-alike host) is never echoed in a reply nor stored as the lead's address: the visitor is asked for one.
  const email = data.user.email && isStrictEmail(data.user.email) ? data.user.email : null;
  return {
    id: data.user.id,
    email,
    name: name || null,
  };
}
