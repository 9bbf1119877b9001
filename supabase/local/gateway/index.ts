import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ServiceHandler } from "../context.ts";
import type { PartLog } from "../logs.ts";
import { answerPreflight, applyCors } from "./cors.ts";
import { bearerToken, checkJwt } from "./jwt.ts";
import { proxy } from "./proxy.ts";

export interface GatewayOptions {
  jwtSecret: string;
  postgrestPort: number;
  functionsPort: number;
  auth: ServiceHandler;
  storage: ServiceHandler;
  /** Functions deployed with verify_jwt = false. */
  publicFunctions: Set<string>;
  log: PartLog;
}

// Routes the hosted gateway serves without an API key: links opened from e-mails and public files.
const OPEN_ROUTES = [
  /^\/auth\/v1\/(verify|callback|authorize|health|\.well-known\/jwks\.json)$/,
  /^\/storage\/v1\/object\/public\//,
  // Signed URLs carry their own token (checked by the storage server), like hosted's.
  /^\/storage\/v1\/object\/(upload\/)?sign\/[^/]+\/./,
  /^\/storage\/v1\/render\/image\/public\//,
];

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/**
 * The one entry point, like Kong in `supabase start`: /rest/v1 → PostgREST, /auth/v1 → auth,
 * /storage/v1 → storage, /functions/v1 → Deno. It copies `apikey` into `Authorization: Bearer`
 * when the client sent no Authorization header, answers CORS, and checks JWTs before functions run.
 */
export function createGateway(options: GatewayOptions): Server {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = url.pathname;
    const isFunction = path.startsWith("/functions/v1/");

    if (!isFunction) {
      if (req.method === "OPTIONS") return answerPreflight(req, res);
      applyCors(req, res);
    }

    const apikey = req.headers.apikey ?? url.searchParams.get("apikey") ?? undefined;
    const hasApiKey = typeof apikey === "string" && apikey !== "";
    // Auth decides itself what a missing Authorization means (401 no_authorization), as GoTrue behind the
    // hosted gateway does; PostgREST, storage and functions take the apikey as the caller's token.
    const isAuth = path === "/auth/v1" || path.startsWith("/auth/v1/");
    if (!req.headers.authorization && hasApiKey && !isAuth) req.headers.authorization = `Bearer ${apikey}`;
    // Only the gateway knows who connected; a client's own X-Forwarded-For would dodge per-IP rate limits.
    req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1";

    if (path === "/" || path === "/health") return sendJson(res, 200, { status: "ok" });

    if (isFunction) {
      const name = path.slice("/functions/v1/".length).split("/")[0] ?? "";
      if (req.method !== "OPTIONS" && !options.publicFunctions.has(name)) {
        const token = bearerToken(req.headers.authorization);
        if (!token) return sendJson(res, 401, { code: 401, message: "Missing authorization header" });
        const check = await checkJwt(token, options.jwtSecret);
        if (!check.ok) return sendJson(res, 401, { code: 401, message: check.reason });
      }
      return proxy(req, res, { port: options.functionsPort, path: path.slice("/functions/v1".length) + url.search }, (e) =>
        options.log.write(`[functions upstream] ${e.message}`),
      );
    }

    const known = ["/rest/v1", "/auth/v1", "/storage/v1"].find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!known) return sendJson(res, 404, { message: "no Route matched with those values" });
    if (!req.headers.authorization && !hasApiKey && !OPEN_ROUTES.some((route) => route.test(path))) {
      return sendJson(res, 401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
    }

    const rest = path.slice(known.length) || "/";
    if (known === "/rest/v1") {
      return proxy(req, res, { port: options.postgrestPort, path: rest + url.search }, (e) =>
        options.log.write(`[postgrest upstream] ${e.message}`),
      );
    }
    const service = known === "/auth/v1" ? options.auth : options.storage;
    await service(req, res, rest, url);
  };

  return createServer((req, res) => {
    const started = performance.now();
    res.on("finish", () => {
      options.log.write(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
    });
    handle(req, res).catch((error: unknown) => {
      // A bug in a local service must never leak a stack trace to the client.
      options.log.write(`[error] ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: "Internal server error" });
      else res.destroy();
    });
  });
}
