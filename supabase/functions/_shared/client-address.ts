// Who is calling, for rate limits. Hosted Supabase and the local gateway both put the caller's address
// first in x-forwarded-for (the local gateway replaces the header, so a client cannot choose it there).

export function clientAddress(request: Request): string {
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first || "unknown";
}

let key: Promise<CryptoKey> | undefined;

/**
 * A keyed hash of an address: stable enough to count one sender's requests, useless for finding the
 * address again without the key (a plain SHA-256 of an IPv4 address is reversed by trying all 2^32).
 * The key is CONTACT_IP_HASH_SECRET when set, else the service-role key every function already has.
 */
export async function hashAddress(address: string): Promise<string> {
  key ??= (() => {
    const secret = Deno.env.get("CONTACT_IP_HASH_SECRET") || Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
    if (!secret) throw new Error("SUPABASE_SERVICE_ROLE_KEY is not set");
    return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  })();
  const mac = await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(address));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
