import type { AuthConfig } from "./config.ts";

/**
 * GoTrue's IsRedirectURLValid: a redirect is allowed when its host is the site URL's host, or when it
 * matches an entry of the allow list. Entries may be globs (`*` stops at `.` and `/`, `**` does not,
 * as in GoTrue's URI_ALLOW_LIST) or plain prefixes ending at a port, path, query or fragment boundary
 * (so `http://localhost` allows any port on localhost but not `http://localhost.evil.example`).
 */
export function isRedirectAllowed(config: AuthConfig, candidate: string): boolean {
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  try {
    if (new URL(config.siteUrl).hostname === target.hostname) return true;
  } catch {
    // A malformed SITE_URL matches nothing; the allow list may still.
  }
  return config.redirectAllowList.some((entry) => matchesAllowEntry(entry, candidate));
}

function matchesAllowEntry(entry: string, candidate: string): boolean {
  if (entry.includes("*")) return globToRegExp(entry).test(candidate);
  if (!candidate.startsWith(entry)) return false;
  if (candidate.length === entry.length || /[/?#]$/.test(entry)) return true;
  return ":/?#".includes(candidate.charAt(entry.length));
}

function globToRegExp(glob: string): RegExp {
  let pattern = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob.charAt(i);
    if (char === "*" && glob.charAt(i + 1) === "*") {
      pattern += ".*";
      i++;
    } else if (char === "*") {
      pattern += "[^./]*";
    } else if (char === "?") {
      pattern += "[^./]";
    } else {
      pattern += char.replace(/[\\^$.|+()[\]{}]/g, "\\$&");
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** GoTrue's GetReferrer: the requested redirect if allowed, else the Referer header if allowed, else SITE_URL. */
export function chooseRedirect(config: AuthConfig, requested: string | null | undefined, referer?: string): string {
  if (requested && isRedirectAllowed(config, requested)) return requested;
  if (referer && isRedirectAllowed(config, referer)) return referer;
  return config.siteUrl;
}
