import { errors } from "./errors.ts";

// Storage's own rules (src/storage/limits.ts): a safe subset of S3 key characters. Keys outside it,
// including non-ASCII letters, are refused on hosted Supabase too, so the app learns it here first.
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const VALID_BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const MAX_KEY_LENGTH = 1024;
const MAX_BUCKET_LENGTH = 100;

export function checkBucketName(name: string): string {
  if (!name || name.length > MAX_BUCKET_LENGTH || !VALID_BUCKET.test(name) || name.trim() !== name) {
    throw errors.invalidBucketName();
  }
  return name;
}

export function checkKey(key: string): string {
  if (!key || key.length > MAX_KEY_LENGTH || !VALID_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw errors.invalidKey(key);
  }
  return key;
}

/** Splits the still-encoded rest of a URL path into decoded segments; bad percent-encoding is a 400. */
export function decodeSegments(rawPath: string): string[] {
  try {
    return rawPath.split("/").filter((segment) => segment !== "").map((segment) => decodeURIComponent(segment));
  } catch {
    throw errors.invalidRequest("Invalid URL encoding");
  }
}

export interface ObjectRef {
  bucket: string;
  key: string;
}

/** `{bucket}/{key...}` from decoded segments. */
export function objectRef(segments: string[]): ObjectRef {
  const [bucket, ...rest] = segments;
  if (!bucket) throw errors.missingParameter("bucketName");
  if (rest.length === 0) throw errors.missingParameter("wildcard");
  return { bucket: checkBucketName(bucket), key: checkKey(rest.join("/")) };
}
