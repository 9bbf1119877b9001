import type { AuthConfig } from "./config.ts";

/**
 * GoTrue's isRedirectURLValid, on parsed URLs: a redirect is allowed when its host is the site URL's host
 * (any path), or when it matches an entry of the allow list (`additional_redirect_urls`). An entry fixes the
 * scheme, host and port exactly (a `*` in the host matches one label); its path and query are globs where
 * `*` stops at `/` and `**` does not, so `http://localhost:3000/**` allows every page of that origin and
 * `http://localhost:3000` only its root. URLs carrying a user name or password are never allowed: with
 * `http://localhost:5173@evil.example/` the browser would go to evil.example.
 */
export function isRedirectAllowed(config: AuthConfig, candidate: string): boolean {
  const target = parse(candidate);
  if (!target || target.username !== "" || target.password !== "") return false;
  if (/[\\\s]/.test(candidate)) return false;
  const site = parse(config.siteUrl);
  if (site && isWebScheme(target) && site.hostname === target.hostname) return true;
  return config.redirectAllowList.some((entry) => matchesAllowEntry(entry, target));
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const isWebScheme = (url: URL): boolean => url.protocol === "http:" || url.protocol === "https:";

function matchesAllowEntry(entry: string, target: URL): boolean {
  const allowed = parse(entry);
  if (!allowed || allowed.protocol !== target.protocol) return false;
  if (allowed.port !== target.port) return false;
  if (!globToRegExp(allowed.hostname, ".").test(target.hostname)) return false;
  const rest = (url: URL) => decodeURIComponentSafe(url.pathname) + url.search;
  // An entry without a path (`http://localhost:3000`) names the site's root, with or without the slash.
  return globToRegExp(rest(allowed), "/").test(rest(target));
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** GoTrue's glob (gobwas/glob with a separator): `*` and `?` stop at `separator`, `**` crosses it. */
function globToRegExp(glob: string, separator: "." | "/"): RegExp {
  const notSeparator = separator === "." ? "[^.]" : "[^/]";
  let pattern = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob.charAt(i);
    if (char === "*" && glob.charAt(i + 1) === "*") {
      pattern += ".*";
      i++;
    } else if (char === "*") {
      pattern += `${notSeparator}*`;
    } else if (char === "?" && separator === "." ) {
      pattern += notSeparator;
    } else {
      pattern += char.replace(/[\\^$.|+?()[\]{}]/g, "\\$&");
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
