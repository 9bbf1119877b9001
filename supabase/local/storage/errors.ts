// Errors as Supabase Storage renders them: a body {statusCode, code, error, message} with the
// meaningful status as a string, while the HTTP status is 400 for every client error and 500 for
// server errors (a documented legacy choice of Storage, kept so clients see what hosted returns:
// storage-js exposes both as error.statusCode and error.status).

export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;

  constructor(statusCode: number, code: string, message: string, error?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error ?? code;
  }

  get httpStatus(): number {
    return this.statusCode >= 500 ? 500 : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  accessDenied: (message: string) => new StorageError(403, "AccessDenied", message || "Access denied", "Unauthorized"),
  invalidSignature: (message = "The url do not match the signature") =>
    new StorageError(400, "InvalidSignature", message, "InvalidSignature"),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", message || "Invalid JWT"),
  missingParameter: (name: string) => new StorageError(400, "MissingParameter", `Missing Required Parameter ${name}`),
  invalidParameter: (name: string, message?: string) =>
    new StorageError(400, "InvalidParameter", message ?? `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  invalidBucketName: () => new StorageError(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, "InvalidMimeType", `mime type ${mimeType} is not supported`, "invalid_mime_type"),
  entityTooLarge: (entity = "object", limit = "the maximum allowed size") =>
    new StorageError(413, "EntityTooLarge", `The ${entity} exceeded ${limit}`, "Payload too large"),
  keyAlreadyExists: () => new StorageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  bucketAlreadyExists: () => new StorageError(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () => new StorageError(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  noContent: () => new StorageError(400, "InvalidRequest", "No content provided"),
  badRequest: (message: string) => new StorageError(400, "InvalidRequest", message, "Bad Request"),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, "NotFound", `Route ${method}:${path} not found`, "Not Found"),
  internal: () => new StorageError(500, "InternalError", "Internal server error", "Internal"),
};
