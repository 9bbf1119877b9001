import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { headersFor, parseHeadersFile } from "./prerender/headers.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".map"]);

export interface StaticHostOptions {
  /** Files (relative to the root) answered for a path that is neither a file nor a prerendered page. */
  fallbacks?: string[];
  /**
   * Answer such paths as Netlify and Cloudflare Pages do with the build's host files instead: the rewrites
   * in `_redirects` (the app-only pages → the app shell, 200), then `404.html` with status 404.
   */
  hostConventions?: boolean;
  /** Gzip text and cache hashed assets for a year, as a CDN does: what users get (`npm run preview`) and what timing benchmarks should see. */
  cdn?: boolean;
  port?: number;
  /** Answers a request itself (e.g. a deploy hook) when it returns true; the files are not consulted then. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

const PLAIN_PAGE = (title: string) =>
  `<!doctype html><html lang="da"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1></html>`;

/** A plain page instead of an error's text (which names files on this machine); never throws. */
function answerPlain(res: ServerResponse, status: number, title: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" }).end(PLAIN_PAGE(title));
}

/** Caches a compressed file, forgetting the oldest past a few hundred (each rebuild brings new contents). */
function remember(cache: Map<string, Buffer>, key: string, value: Buffer): Buffer {
  if (cache.size >= 500) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

/**
 * Serves a built app the way a static host does: the file if it exists, then `<path>/index.html`
 * (pages rendered ahead of time), then the fallbacks. The folder is read per request (asynchronously), so
 * the server may start before the build has finished (its URL goes into the build), and `root` may be a
 * symlink that is swapped to a new build while it runs. A file that vanishes mid-request is a 404 or a
 * 500 with a plain page, never a crash. The build's `_headers` (security headers) are sent with every file,
 * as Netlify and Cloudflare Pages send them.
 */
export async function startStaticHost(root: string, options: StaticHostOptions): Promise<StaticHost> {
  const gzipped = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    if (options.intercept?.(req, res)) return;
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return answerPlain(res, 400, "Ugyldig adresse");
      }
      const path = normalize(join(root, pathname));
      if (path !== root && !path.startsWith(root + sep)) return void res.writeHead(403).end();
      // Netlify and Cloudflare Pages read `_redirects` and `_headers`; they never serve them.
      const hidden = (options.hostConventions && url.pathname === "/_redirects") || url.pathname === "/_headers";
      // The build's security headers (scripts/prerender/headers.ts), on every answer as those hosts send them.
      const ruleHeaders = await buildHeaders(root, url.pathname);
      const conventions = options.hostConventions ? await hostedFallback(root, url.pathname) : undefined;
      const fallbacks = conventions ? [conventions.file] : (options.fallbacks ?? []).map((file) => join(root, file));
      const candidates = [...(hidden ? [] : [path, join(path, "index.html")]), ...fallbacks];
      for (const file of candidates) {
        if (!(await isFile(file))) continue;
        const ext = extname(file).toLowerCase();
        // Gone between the check and the read (a rebuild swapped the folder): try the next candidate.
        const body = await readFile(file).catch(() => undefined);
        if (!body) continue;
        const gzip = Boolean(options.cdn) && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        // Keyed by the content, not the path: a rebuild swaps the folder under the same paths (npm run preview),
        // and a path key kept serving the previous build's /blog, compressed.
        const key = gzip ? `${file}\0${createHash("sha1").update(body).digest("base64")}` : "";
        const payload = gzip ? (gzipped.get(key) ?? remember(gzipped, key, gzipSync(body))) : body;
        const immutable = options.cdn && url.pathname.startsWith("/assets/");
        const status = conventions && file === conventions.file ? conventions.status : 200;
        res.writeHead(status, {
          ...ruleHeaders,
          "content-type": CONTENT_TYPES[ext] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
          ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
          "content-length": payload.length,
        });
        return void res.end(payload);
      }
      for (const [name, value] of Object.entries(ruleHeaders)) res.setHeader(name, value);
      answerPlain(res, 404, "Siden findes ikke");
    })().catch(() => answerPlain(res, 500, "Serverfejl"));
  });
  // Idle connections stay open longer than clients keep them (undici: 4 s), so a client never reuses a socket
  // the server is closing at that moment; on a busy machine the default 5 s met the client's 4 s and a request
  // during a rebuild failed with "fetch failed" (preview-rebuild.test.ts, CI=true npm test 07:58).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("static host has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The headers the build's `_headers` gives `pathname` (none without that file). Read per request: `root` may be swapped to a new build. */
async function buildHeaders(root: string, pathname: string): Promise<Record<string, string>> {
  const text = await readFile(join(root, "_headers"), "utf8").catch(() => "");
  return text ? headersFor(parseHeadersFile(text), pathname) : {};
}

/** One rewrite of a `_redirects` file: `/admin/*  /app-shell.html  200`. */
interface Rewrite {
  from: string;
  splat: boolean;
  to: string;
}

export function parseRedirects(text: string): Rewrite[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/))
    .filter(([from, to, status]) => from && to && status === "200")
    .map(([from, to]) => ({ from: from!.replace(/\/\*$/, ""), splat: from!.endsWith("/*"), to: to! }));
}

/**
 * What a host following the build's `_redirects` and `404.html` answers for a path that is neither a file
 * nor a prerendered page: the rewrite's target with 200, else the 404 page with 404.
 */
export async function hostedFallback(root: string, pathname: string): Promise<{ file: string; status: number }> {
  const redirects = await readFile(join(root, "_redirects"), "utf8").catch(() => "");
  const path = pathname.replace(/\/+$/, "") || "/";
  const rewrite = parseRedirects(redirects).find((r) => path === r.from || (r.splat && path.startsWith(`${r.from}/`)));
  if (rewrite) return { file: join(root, rewrite.to), status: 200 };
  return { file: join(root, "404.html"), status: 404 };
}
