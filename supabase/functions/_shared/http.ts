import { corsHeaders } from "./cors.ts";
import { z } from "./deps.ts";

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** A client error with a message that is safe to show; anything else becomes a generic 500. */
export class HttpError extends Error {
  readonly status: number;
  readonly details?: unknown;
  constructor(status: number, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

const bearerSchema = z.string().regex(/^Bearer\s+\S+$/i, "Expected a Bearer token");

export function bearerToken(request: Request): string {
  const parsed = bearerSchema.safeParse(request.headers.get("authorization") ?? "");
  if (!parsed.success) throw new HttpError(401, "Missing or malformed authorization header");
  return parsed.data.replace(/^Bearer\s+/i, "");
}

/** Wraps a handler: CORS preflight, method check, typed errors to JSON, no stack traces to clients. */
export function serve(methods: string[], handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: corsHeaders });
    if (!methods.includes(request.method)) return json(405, { error: "Method not allowed" }, { allow: methods.join(", ") });
    try {
      return await handler(request);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, error.details === undefined ? { error: error.message } : { error: error.message, details: error.details });
      }
      console.error(error);
      return json(500, { error: "Internal error" });
    }
  };
}
