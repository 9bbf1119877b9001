import { createWriteStream, mkdirSync, type WriteStream } from "node:fs";
import { join } from "node:path";

export interface PartLog {
  readonly file: string;
  write(message: string): void;
  stream: WriteStream;
  close(): Promise<void>;
}

/** Every part of the stack logs to its own file, so a failure message can point at the right one. */
export function openLog(logDir: string, part: string): PartLog {
  mkdirSync(logDir, { recursive: true });
  const file = join(logDir, `${part}.log`);
  const stream = createWriteStream(file, { flags: "a" });
  return {
    file,
    stream,
    write(message: string) {
      stream.write(`${new Date().toISOString()} ${message.endsWith("\n") ? message : `${message}\n`}`);
    },
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}
