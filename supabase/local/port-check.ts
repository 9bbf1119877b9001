import { StackPartError } from "./errors.ts";
import { findPortHolder } from "./port-holder.ts";
import { isPortFree } from "./ports.ts";

/** A port a stack (or a script around it) is about to listen on, and the part that needs it. */
export interface NeededPort {
  port: number;
  part: string;
  /** What else the user can do, e.g. "or set PREVIEW_PORT". */
  alternative?: string;
}

/** One line (after the part's name): the port, who holds it when that can be found, and the fix. */
function portTakenMessage(needed: NeededPort): string {
  const holder = findPortHolder(needed.port);
  const who = holder ? ` by pid ${holder.pid}${holder.command ? ` (${holder.command})` : ""}` : "";
  const fix = `stop that process (another \`npm start\`, \`npm run stack\` or \`npm run preview\`?)${needed.alternative ? ` ${needed.alternative}` : ""}, then start again`;
  return `port ${needed.port} is already in use${who}. Fix: ${fix}`;
}

/**
 * Refuses to start anything while one of `ports` is taken: a stack that starts next to another one must
 * not reach the other's servers (its Postgres, above all) before its own have failed to bind.
 */
export async function assertPortsFree(ports: NeededPort[]): Promise<void> {
  for (const needed of ports) {
    if (await isPortFree(needed.port)) continue;
    throw new StackPartError(needed.part, portTakenMessage(needed));
  }
}
