import type { IncomingMessage, ServerResponse } from "node:http";

// What the hosted API gateway allows for /rest, /auth and /storage. Edge functions answer CORS
// themselves on hosted Supabase, so the gateway leaves their responses alone.
const ALLOW_HEADERS =
  "authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, " +
  "x-upsert, x-supabase-api-version, cache-control, x-retry-count, x-region";
const EXPOSE_HEADERS =
  "content-range, content-length, content-type, etag, location, x-sb-error-code, x-supabase-api-version, range-unit, x-total-count, link";

/**
 * As the hosted gateway answers: any origin may call with the API key in a header (`*`), and never with
 * credentials. Reflecting the caller's Origin together with Allow-Credentials would let any site make a
 * visitor's browser send cookies or HTTP auth and read the answer.
 */
export function applyCors(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", EXPOSE_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  applyCors(req, res);
  res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? ALLOW_HEADERS);
  res.setHeader("Access-Control-Max-Age", "3600");
  res.writeHead(204).end();
}
