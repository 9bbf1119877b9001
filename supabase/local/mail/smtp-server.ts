import { createServer, type Server, type Socket } from "node:net";
import type { Outbox } from "../context.ts";
import { parseMail } from "./mime.ts";

/**
 * The outbox's SMTP side, like Inbucket's and Mailpit's on 54325: the edge functions send through real
 * SMTP (the same code as in production) and each message lands in the outbox page. Plain SMTP on
 * 127.0.0.1 only: no TLS, no authentication (a client that logs in anyway is let in).
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const openSockets = new WeakMap<Server, Set<Socket>>();

export function createSmtpServer(deliver: (mail: ReceivedMail) => Promise<void>): Server {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    handleSession(socket, deliver);
  });
  openSockets.set(server, sockets);
  return server;
}

/** Stops listening and drops open sessions (a client's idle connection would otherwise hold close() up). */
export function stopSmtpServer(server: Server): Promise<void> {
  for (const socket of openSockets.get(server) ?? []) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Delivers each recipient's copy into the outbox, decoded for display. */
export function outboxDelivery(outbox: Outbox): (mail: ReceivedMail) => Promise<void> {
  return async (mail) => {
    const parsed = parseMail(mail.raw);
    for (const to of mail.to) await outbox.send({ to, subject: parsed.subject, text: parsed.text, html: parsed.html });
  };
}

function handleSession(socket: Socket, deliver: (mail: ReceivedMail) => Promise<void>): void {
  let buffer = "";
  let from = "";
  let to: string[] = [];
  let data: string[] | null = null;
  let dataBytes = 0;
  let authLines = 0;
  let busy = Promise.resolve();
  const reply = (line: string) => {
    if (!socket.destroyed) socket.write(`${line}\r\n`);
  };
  socket.setEncoding("utf8");
  socket.setTimeout(60_000, () => socket.destroy());
  socket.on("error", () => socket.destroy());
  reply("220 localhost ESMTP lokal udbakke");

  const command = async (line: string) => {
    if (authLines > 0) {
      authLines--;
      if (authLines === 0) reply("235 2.7.0 OK");
      else reply("334 UGFzc3dvcmQ6");
      return;
    }
    if (data) {
      if (line === ".") {
        const raw = data.join("\r\n");
        data = null;
        try {
          await deliver({ from, to, raw });
          reply("250 2.0.0 OK: gemt i udbakken");
        } catch {
          reply("451 4.3.0 Kunne ikke gemme beskeden");
        }
        from = "";
        to = [];
        return;
      }
      dataBytes += line.length + 2;
      // Dot-stuffing: a line that starts with a dot was sent with one more.
      if (dataBytes <= MAX_MESSAGE_BYTES) data.push(line.startsWith(".") ? line.slice(1) : line);
      return;
    }
    const verb = line.slice(0, line.indexOf(" ") === -1 ? undefined : line.indexOf(" ")).toUpperCase();
    const argument = line.slice(verb.length).trim();
    switch (verb) {
      case "EHLO":
        reply("250-localhost");
        reply("250-8BITMIME");
        reply("250-SMTPUTF8");
        reply("250-AUTH PLAIN LOGIN");
        reply(`250 SIZE ${MAX_MESSAGE_BYTES}`);
        return;
      case "HELO":
        return reply("250 localhost");
      case "AUTH": {
        // Any credentials pass; the client may send them with the command or after a challenge.
        const [mechanism, initial] = argument.split(/\s+/);
        if (mechanism?.toUpperCase() === "LOGIN") {
          authLines = initial ? 1 : 2;
          return reply(initial ? "334 UGFzc3dvcmQ6" : "334 VXNlcm5hbWU6");
        }
        if (initial) return reply("235 2.7.0 OK");
        authLines = 1;
        return reply("334 ");
      }
      case "MAIL":
        from = /<([^>]*)>/.exec(argument)?.[1] ?? "";
        to = [];
        return reply("250 2.1.0 OK");
      case "RCPT": {
        const address = /<([^>]*)>/.exec(argument)?.[1];
        if (!address) return reply("501 5.1.3 Ugyldig modtager");
        to.push(address);
        return reply("250 2.1.5 OK");
      }
      case "DATA":
        if (to.length === 0) return reply("503 5.5.1 Ingen modtagere");
        data = [];
        dataBytes = 0;
        return reply("354 Send beskeden; slut med <CRLF>.<CRLF>");
      case "RSET":
        from = "";
        to = [];
        return reply("250 2.0.0 OK");
      case "NOOP":
        return reply("250 2.0.0 OK");
      case "QUIT":
        reply("221 2.0.0 Farvel");
        socket.end();
        return;
      default:
        return reply("502 5.5.2 Kommandoen kendes ikke");
    }
  };

  socket.on("data", (chunk: string) => {
    buffer += chunk;
    let newline = buffer.indexOf("\n");
    while (newline !== -1) {
      const line = buffer.slice(0, newline).replace(/\r$/, "");
      buffer = buffer.slice(newline + 1);
      // Commands are answered in order even when one waits for the outbox.
      busy = busy.then(() => command(line));
      newline = buffer.indexOf("\n");
    }
  });
}
