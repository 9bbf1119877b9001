import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml"]);

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}

/**
 * Serves a build the way a CDN does, which is what Lighthouse should judge: gzip for text, long-lived
 * caching for hashed assets, `<path>/index.html` for prerendered pages and the app shell for the rest.
 * (e2e/support/static-server.ts serves uncompressed files, which is right for tests but not for timing.)
 */
export async function startStaticHost(root: string, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const path = normalize(join(root, decodeURIComponent(url.pathname)));
      if (path !== root && !path.startsWith(root + sep)) return void res.writeHead(403).end();
      const candidates = [path, join(path, "index.html"), join(root, "app-shell.html"), join(root, "index.html")];
      for (const file of candidates) {
        if (!(await isFile(file))) continue;
        const ext = extname(file).toLowerCase();
        const body = await readFile(file);
        const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        const payload = gzip ? (cache.get(file) ?? cache.set(file, gzipSync(body)).get(file)!) : body;
        res.writeHead(200, {
          "content-type": TYPES[ext] ?? "application/octet-stream",
          "cache-control": url.pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
          ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
          "content-length": payload.length,
        });
        return void res.end(payload);
      }
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("static host has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
