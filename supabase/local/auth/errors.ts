// GoTrue's error model (internal/api/apierrors): an HTTP status, a stable machine code and a human message.
// How the body looks depends on the API version the client asked for (see sendError in http.ts).

/** An error a handler throws to answer the client; anything else becomes a 500 without details. */
export class AuthApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** GoTrue answers weak passwords with an extra `weak_password.reasons` list that supabase-js exposes. */
export class WeakPasswordError extends AuthApiError {
  readonly reasons: string[];
  constructor(message: string, reasons: string[]) {
    super(422, "weak_password", message);
    this.reasons = reasons;
  }
}

/** OAuth2-style errors (`{error, error_description}`), which GoTrue still uses for a few /token cases. */
export class OAuthError extends Error {
  readonly error: string;
  readonly description: string;
  constructor(error: string, description: string) {
    super(`${error}: ${description}`);
    this.error = error;
    this.description = description;
  }
}

/**
 * Lets a handler keep what it wrote in a transaction and still answer with an error, like GoTrue's
 * storage.NewCommitWithError (used when a reused refresh token revokes its whole session).
 */
export class CommitThenFail extends Error {
  readonly failure: AuthApiError;
  constructor(failure: AuthApiError) {
    super(failure.message);
    this.failure = failure;
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthApiError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthApiError(422, code, message);
