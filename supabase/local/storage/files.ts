import { createReadStream, type ReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// Object bytes live in one file per object *version* (a fresh uuid per upload, kept in storage.objects.version),
// never under the object's name: a new upload never overwrites the bytes a committed row points at, so a
// failed or denied write can be undone by deleting just its own file, and keys like "a" and "a/b" never clash.
const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface FileStore {
  pathOf(version: string): string;
  write(version: string, bytes: Buffer): Promise<void>;
  copy(fromVersion: string, toVersion: string): Promise<void>;
  open(version: string): ReadStream;
  remove(version: string | null | undefined): Promise<void>;
}

export function createFileStore(dataDir: string): FileStore {
  const root = join(dataDir, "objects");
  const pathOf = (version: string): string => {
    if (!VERSION.test(version)) throw new Error(`not an object version: ${version}`);
    // Two-character fan-out keeps directories small.
    return join(root, version.slice(0, 2), version);
  };
  const ensureDir = (version: string) => mkdir(join(root, version.slice(0, 2)), { recursive: true });

  return {
    pathOf,
    async write(version, bytes) {
      const target = pathOf(version);
      await ensureDir(version);
      const temporary = `${target}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async copy(fromVersion, toVersion) {
      await ensureDir(toVersion);
      await copyFile(pathOf(fromVersion), pathOf(toVersion));
    },
    open(version) {
      return createReadStream(pathOf(version));
    },
    async remove(version) {
      if (!version || !VERSION.test(version)) return;
      await rm(pathOf(version), { force: true });
    },
  };
}
