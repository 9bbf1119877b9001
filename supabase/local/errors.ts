/** A part of the stack that could not start; the message names it and its log file. */
export class StackPartError extends Error {
  readonly part: string;
  constructor(part: string, reason: string, logFile?: string) {
    super(`${part} failed to start: ${reason}${logFile ? ` (log: ${logFile})` : ""}`);
    this.part = part;
  }
}
