import { errors } from "./errors.ts";

/** Hosted Supabase's default global upload limit, used when config.toml sets none; a bucket's own limit can only lower it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

// Decimal units, as Storage reads them (its parseFileSizeToBytes): "20mb" is 20,000,000 bytes.
const UNITS: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 };

/** Bucket file_size_limit as Storage accepts it: a byte count or a string like "5MB"; null means no own limit. */
export function parseFileSizeLimit(value: number | string | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value) || value < 0) throw errors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
    return value;
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)\s*$/i.exec(value);
  if (!match?.[1] || !match[2]) throw errors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
  return Math.floor(Number(match[1]) * (UNITS[match[2].toLowerCase()] ?? 1));
}

/** The project's cap (`[storage] file_size_limit`), lowered by the bucket's own limit where it has one. */
export function effectiveLimit(bucketLimit: number | string | null, globalLimit = GLOBAL_FILE_SIZE_LIMIT): number {
  const own = bucketLimit === null ? null : Number(bucketLimit);
  return own !== null && Number.isFinite(own) && own > 0 ? Math.min(own, globalLimit) : globalLimit;
}

export const MIME_PATTERN = /^[\w.+-]+\/([\w.+-]+|\*)$/;

/** The media type without parameters, lower-cased: "image/png; charset=x" → "image/png". */
export function baseMimeType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

/** Same matching as Storage: exact type/subtype or a `type/*` wildcard. */
export function checkMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = baseMimeType(mimeType).split("/");
  if (!type || !subtype) throw errors.invalidMimeType(mimeType);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
  if (!ok) throw errors.invalidMimeType(mimeType);
}
