import { Agent, request, type IncomingMessage, type ServerResponse } from "node:http";

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"]);

/** Streams a request to a local upstream and its answer back; an unreachable upstream is a 502, never a crash. */
export function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  target: { port: number; path: string },
  onUpstreamError: (error: Error) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const headers: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = value;
    }
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1";
    headers["x-forwarded-host"] = req.headers.host ?? "";
    headers["x-forwarded-proto"] = "http";
    const upstream = request(
      { host: "127.0.0.1", port: target.port, method: req.method, path: target.path, headers, agent: keepAlive },
      (answer) => {
        for (const [key, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(key)) res.setHeader(key, value);
        }
        res.writeHead(answer.statusCode ?? 502);
        answer.pipe(res);
        answer.on("end", resolve);
        answer.on("error", () => resolve());
      },
    );
    upstream.on("error", (error) => {
      onUpstreamError(error);
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "An invalid response was received from the upstream server" }));
      } else {
        res.destroy();
      }
      resolve();
    });
    // A client that goes away (a stopped chat stream) must stop the function too, as hosted does.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
}
