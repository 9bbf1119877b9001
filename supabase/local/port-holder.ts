import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

// Who listens on a TCP port, so a stack that cannot start can name it. Linux's /proc first (the listening
// socket's inode in /proc/net/tcp{,6}, then the process holding that inode among its open files); `ss -ltnp`
// when /proc says nothing (another user's process is invisible to an ordinary user's /proc scan, and ss may
// still name it). Best effort: null when neither can tell.

interface PortHolder {
  pid: number;
  /** The command line, shortened for one line of output. */
  command: string;
}

const TCP_LISTEN = "0A";

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      const state = fields[3];
      const inode = fields[9];
      if (!local || state !== TCP_LISTEN || !inode || inode === "0") continue;
      const localPort = Number.parseInt(local.split(":").at(-1) ?? "", 16);
      if (localPort === port) inodes.add(inode);
    }
  }
  return inodes;
}

function commandOf(pid: number): string {
  try {
    const parts = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    const command = parts.join(" ");
    return command.length > 160 ? `${command.slice(0, 157)}...` : command;
  } catch {
    return "";
  }
}

function fromProc(port: number): PortHolder | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const match = /^socket:\[(\d+)\]$/.exec(target);
      if (match?.[1] && inodes.has(match[1])) return { pid: Number(pid), command: commandOf(Number(pid)) };
    }
  }
  return null;
}

function fromSs(port: number): PortHolder | null {
  let output: string;
  try {
    output = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8", timeout: 2000, stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return null;
  }
  const match = /users:\(\("([^"]*)",pid=(\d+)/.exec(output);
  if (!match?.[1] || !match[2]) return null;
  const pid = Number(match[2]);
  return { pid, command: commandOf(pid) || match[1] };
}

/** The process listening on `port` (any address), or null when it cannot be found. */
export function findPortHolder(port: number): PortHolder | null {
  return fromProc(port) ?? fromSs(port);
}
