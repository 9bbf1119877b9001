import type { IncomingMessage, ServerResponse } from "node:http";
import type { MailMessage, Outbox } from "../context.ts";
import { inboxPage, messagePage, notFoundPage } from "./page.ts";

// An Inbucket/Mailpit-like window on the outbox:
//   GET    /api/messages?to=<email>   JSON, newest first
//   GET    /api/messages/<id>         JSON, one message
//   DELETE /api/messages              empties the outbox
//   GET    /                          Danish HTML inbox (?to= filters)
//   GET    /messages/<id>             one message as HTML (JSON when the client asks for it)

// The pages only ever need inline styles; scripts and remote content are never needed.
const PAGE_SECURITY = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'; base-uri 'none'";

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    "cache-control": "no-store",
  });
  res.end(payload);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
    "cache-control": "no-store",
    "content-security-policy": PAGE_SECURITY,
    "x-content-type-options": "nosniff",
  });
  res.end(html);
}

function methodNotAllowed(res: ServerResponse, allowed: string): void {
  res.setHeader("allow", allowed);
  sendJson(res, 405, { error: "method_not_allowed", message: `Use ${allowed}` });
}

function recipientFilter(url: URL): string | undefined {
  const to = url.searchParams.get("to")?.trim();
  return to ? to : undefined;
}

async function findMessage(outbox: Outbox, id: string): Promise<MailMessage | undefined> {
  return (await outbox.list()).find((message) => message.id === id);
}

function decodeId(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

// The names this outbox is reached by on this machine. A page on another site can point its own domain at
// 127.0.0.1 (DNS rebinding) and read the outbox's reset links as same-origin; its requests still carry that
// domain in Host, so anything else is refused.
const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isLocalHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  return match !== null && LOCAL_HOSTNAMES.has(match[1] ?? "");
}

export function createMailHandler(outbox: Outbox): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    // The request body is never used; drain it so keep-alive connections stay usable.
    req.resume();
    if (!isLocalHost(req.headers.host)) {
      sendJson(res, 421, { error: "misdirected_request", message: "This outbox answers only to localhost and 127.0.0.1" });
      return;
    }
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      const method = req.method ?? "GET";
      const path = url.pathname.replace(/\/+$/, "") || "/";
      const read = method === "GET" || method === "HEAD";

      if (path === "/api/messages") {
        if (read) return sendJson(res, 200, await outbox.list(recipientFilter(url)));
        if (method === "DELETE") {
          await outbox.clear();
          res.writeHead(204).end();
          return;
        }
        return methodNotAllowed(res, "GET, DELETE");
      }

      const apiMatch = /^\/api\/messages\/([^/]+)$/.exec(path);
      const pageMatch = /^\/messages\/([^/]+)$/.exec(path);
      const rawId = apiMatch?.[1] ?? pageMatch?.[1];
      if (rawId !== undefined) {
        if (!read) return methodNotAllowed(res, "GET");
        const id = decodeId(rawId);
        const message = id === undefined ? undefined : await findMessage(outbox, id);
        const wantsJson = apiMatch !== null || (req.headers.accept ?? "").includes("application/json");
        if (wantsJson) {
          return message
            ? sendJson(res, 200, message)
            : sendJson(res, 404, { error: "not_found", message: "Message not found" });
        }
        return message ? sendHtml(res, 200, messagePage(message)) : sendHtml(res, 404, notFoundPage());
      }

      if (path === "/") {
        if (!read) return methodNotAllowed(res, "GET");
        const to = recipientFilter(url);
        return sendHtml(res, 200, inboxPage(await outbox.list(to), to));
      }

      if ((req.headers.accept ?? "").includes("text/html")) return sendHtml(res, 404, notFoundPage());
      return sendJson(res, 404, { error: "not_found", message: "Not found" });
    } catch (error) {
      console.error("[mail]", error);
      if (!res.headersSent) sendJson(res, 500, { error: "internal", message: "Internal error" });
      else res.end();
    }
  };
}
