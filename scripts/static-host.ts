import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

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
  fallbacks: string[];
  /** Gzip text and cache hashed assets for a year, as a CDN does: what timing benchmarks should see. */
  cdn?: boolean;
  port?: number;
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

/**
 * Serves a built app the way a static host does: the file if it exists, then `<path>/index.html`
 * (pages rendered ahead of time), then the fallbacks. The folder is read per request, so the server
 * may start before the build has finished (its URL goes into the build).
 */
export async function startStaticHost(root: string, options: StaticHostOptions): Promise<StaticHost> {
  const gzipped = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const path = normalize(join(root, decodeURIComponent(url.pathname)));
      if (path !== root && !path.startsWith(root + sep)) return void res.writeHead(403).end();
      const candidates = [path, join(path, "index.html"), ...options.fallbacks.map((file) => join(root, file))];
      for (const file of candidates) {
        if (!(await isFile(file))) continue;
        const ext = extname(file).toLowerCase();
        const body = await readFile(file);
        const gzip = Boolean(options.cdn) && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        const payload = gzip ? (gzipped.get(file) ?? gzipped.set(file, gzipSync(body)).get(file)!) : body;
        const immutable = options.cdn && url.pathname.startsWith("/assets/");
        res.writeHead(200, {
          "content-type": CONTENT_TYPES[ext] ?? "application/octet-stream",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
          ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
          "content-length": payload.length,
        });
        return void res.end(payload);
      }
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    })().catch((error: unknown) => res.writeHead(500, { "content-type": "text/plain" }).end(String(error)));
  });
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
