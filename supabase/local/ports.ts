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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
