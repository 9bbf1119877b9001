/**
 * Where supabase-js keeps the session in the browser. The default key is derived from the project host
 * ("sb-<first label of the hostname>-auth-token"); reading it lets the site tell a signed-out visitor
 * apart without downloading supabase-js at all. tests/unit checks it against supabase-js itself.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;
}

/** True when this browser holds a stored session (possibly expired: supabase-js decides after loading). */
export function hasStoredSession(storage: Pick<Storage, "getItem"> | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    // Storage can throw when the browser blocks it (privacy modes); then there is no stored session.
    return false;
  }
}

/**
 * True when the URL carries what an e-mail link or OAuth redirect brings back (implicit tokens in the
 * hash, a PKCE code or an error): supabase-js must load to turn it into a session.
 */
export function hasAuthRedirect(location: Pick<Location, "hash" | "search">): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  const search = new URLSearchParams(location.search);
  return hash.has("access_token") || hash.has("error_description") || search.has("code") || search.has("error_description");
}
