import { createServer } from "node:net";

export interface Ports {
  /** The one public entry point: /rest/v1, /auth/v1, /storage/v1, /functions/v1. */
  gateway: number;
  db: number;
  mail: number;
  /** The outbox's SMTP listener, where the edge functions send e-mail. */
  smtp: number;
  postgrest: number;
  postgrestAdmin: number;
  functions: number;
  /** The Stripe test double (API, checkout and portal pages). */
  stripe: number;
}

/** Supabase CLI's local defaults where it has one, so tools written for `supabase start` find us. */
export const DEV_PORTS: Ports = {
  gateway: 54321,
  db: 54322,
  mail: 54324,
  smtp: 54325,
  postgrest: 54330,
  postgrestAdmin: 54331,
  functions: 54332,
  stripe: 54333,
};

// Ports for our own servers come from below Linux's ephemeral range (32768-60999 by default), which the
// kernel hands to outgoing connections: a port the OS reported free there could be taken by a client's
// connection before our server listened on it (EADDRINUSE in a busy test run).
const LISTEN_PORT_MIN = 20_000;
const LISTEN_PORT_MAX = 32_000;
// Never hand out the same port twice in one process, even once its first user has stopped listening.
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LISTEN_PORT_MIN + Math.floor(Math.random() * (LISTEN_PORT_MAX - LISTEN_PORT_MIN));
    if (handedOut.has(port) || !(await isPortFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${LISTEN_PORT_MIN} and ${LISTEN_PORT_MAX}`);
}

export async function freePorts(): Promise<Ports> {
  return {
    gateway: await freePort(),
    db: await freePort(),
    mail: await freePort(),
    smtp: await freePort(),
    postgrest: await freePort(),
    postgrestAdmin: await freePort(),
    functions: await freePort(),
    stripe: await freePort(),
  };
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
