import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { MailMessage, Outbox } from "../context.ts";
import { extractLinks } from "./links.ts";

// One JSON file per message. The name starts with a zero-padded timestamp and a per-process counter,
// so sorting names gives sending order even for messages sent in the same millisecond, and the
// prefix pattern lets the outbox share a folder with other files without ever touching them.
const FILE_NAME = /^\d{15}-\d{6}-[0-9a-f-]{36}\.json$/;

const storedMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

const outgoing = z.object({
  to: z.string().trim().min(1).max(320),
  subject: z.string().max(998),
  text: z.string(),
  html: z.string(),
});

/** A dev/test outbox that keeps every "sent" e-mail as a JSON file in `dataDir`, so it survives restarts. */
export function createOutbox(dataDir: string): Outbox {
  let counter = 0;
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dataDir, { recursive: true }));

  async function fileNames(): Promise<string[]> {
    await ensureDir();
    return (await readdir(dataDir)).filter((name) => FILE_NAME.test(name)).sort();
  }

  async function readMessage(name: string): Promise<MailMessage | undefined> {
    try {
      const parsed = storedMessage.safeParse(JSON.parse(await readFile(join(dataDir, name), "utf8")));
      return parsed.success ? parsed.data : undefined;
    } catch {
      // Deleted by a concurrent clear() or half-written by a crashed process: not a message.
      return undefined;
    }
  }

  return {
    async send(input) {
      const fields = outgoing.parse(input);
      const now = Date.now();
      const message: MailMessage = {
        id: randomUUID(),
        ...fields,
        links: extractLinks(fields.text, fields.html),
        createdAt: new Date(now).toISOString(),
      };
      counter = (counter + 1) % 1_000_000;
      const name = `${String(now).padStart(15, "0")}-${String(counter).padStart(6, "0")}-${message.id}.json`;
      await ensureDir();
      // Write-then-rename so a reader never sees half a message.
      const temporary = join(dataDir, `.${name}.tmp`);
      await writeFile(temporary, JSON.stringify(message, null, 2));
      await rename(temporary, join(dataDir, name));
      return message;
    },

    async list(to) {
      const wanted = to?.trim().toLowerCase();
      const names = (await fileNames()).reverse();
      const messages = await Promise.all(names.map(readMessage));
      return messages.filter(
        (message): message is MailMessage =>
          message !== undefined && (!wanted || message.to.toLowerCase() === wanted),
      );
    },

    async clear() {
      const names = await fileNames();
      await Promise.all(names.map((name) => rm(join(dataDir, name), { force: true })));
    },
  };
}
