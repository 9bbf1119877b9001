/**
 * Returns the URL when it is an absolute http(s) URL, otherwise null. Used before opening or linking
 * to URLs stored in the database or answered by a provider (Stripe's invoice pages), so a stored `javascript:` URL can never run.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
