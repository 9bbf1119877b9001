/**
 * A part of the stack that could not start. The message is one line: the part, the reason, the fix when
 * there is one the user can apply, and the part's log file.
 */
export class StackPartError extends Error {
  readonly part: string;
  constructor(part: string, reason: string, logFile?: string, fix?: string) {
    super(`${part} failed to start: ${reason}${fix ? `. Fix: ${fix}` : ""}${logFile ? ` (log: ${logFile})` : ""}`);
    this.part = part;
  }
}
