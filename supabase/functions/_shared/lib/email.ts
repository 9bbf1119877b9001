// One strict rule for what counts as an e-mail address, shared by the app (the contact form, the sign-up form, the
// inbox's links), the edge functions (contact-submit, the chat's hand-off) and the local auth server; Postgres holds
// the same pattern in its checks (migration 20261128100000_leads_fourth_round.sql, private.is_strict_email).
//
// Why stricter than RFC 5322: an address is put into mailto: links, e-mail headers, markdown and the admin's mail
// client. A local part with '?', '&', '%', '/', '#', spaces or quotes can carry a query
// ("kontakt%40firma.dk?bcc=spy%40evil.example&body=…@example.com" opens the admin's mail program with a hidden Bcc)
// or read as a URL ("www.nordvagt-support.dk/login?…@example.com"). Real addresses do not need those characters.
// Free of imports, so Node (the local auth server, tests) and Deno load it alike.

/**
 * At most 64 characters before the @ (RFC 5321), of letters, digits and . _ ' + - (no leading, trailing or double
 * dot); a domain of labels with a dot and a top-level domain of letters.
 */
export const STRICT_EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** RFC 5321's limit for a whole address. */
const EMAIL_MAX_LENGTH = 254;

/** Whether `value` (already trimmed) is an address the product accepts and links to. */
export function isStrictEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && STRICT_EMAIL_PATTERN.test(value);
}

/**
 * A `mailto:` link to one address, the address encoded as a URI component (the '@' kept readable). With a strict
 * address nothing needs encoding; an address from elsewhere (an old row, another auth server) can never add a
 * query, a second recipient or a header.
 */
export function mailtoHref(address: string, query?: { subject?: string; body?: string }): string {
  const params = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`);
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, "@")}${params.length ? `?${params.join("&")}` : ""}`;
}
