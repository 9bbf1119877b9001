// The site `npm run preview` serves, and its deploy hook's rebuilds. Each build goes into a fresh folder;
// only a finished build is swapped in, by renaming a new symlink over `site` (one atomic rename), so a
// request never meets a half-written or emptied folder. The build that was current before stays on disk
// until the next swap, for requests that were already reading it; older ones are removed.
import { mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { basename, join } from "node:path";

export interface PreviewSite {
  /** The path to serve: a symlink to the current build. */
  root: string;
  /** Asks for a rebuild (one at a time; a request during a build asks for one more after it). */
  rebuild(): void;
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>;
}

interface PreviewSiteOptions {
  /** Where the builds and the `site` symlink live (e.g. .local/preview). */
  dir: string;
  /** Builds the app into the given empty folder. */
  build: (outDir: string) => Promise<void>;
  log?: (message: string) => void;
}

let counter = 0;
const buildName = () => `build-${Date.now()}-${process.pid}-${counter++}`;

function currentBuild(link: string): string | undefined {
  try {
    return basename(readlinkSync(link));
  } catch {
    return undefined;
  }
}

/** Points `link` at `target` in one rename, then removes builds older than the one it replaced. */
function swapIn(dir: string, target: string): void {
  const link = join(dir, "site");
  const previous = currentBuild(link);
  const temporary = join(dir, `site-${basename(target)}`);
  symlinkSync(target, temporary, "dir");
  renameSync(temporary, link);
  const builds = join(dir, "builds");
  for (const name of readdirSync(builds)) {
    if (name !== basename(target) && name !== previous) rmSync(join(builds, name), { recursive: true, force: true });
  }
}

/** Builds once (the caller waits for it), then serves that build and rebuilds on request. */
export async function createPreviewSite(options: PreviewSiteOptions): Promise<PreviewSite> {
  const { dir, build } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const builds = join(dir, "builds");
  mkdirSync(builds, { recursive: true });

  const buildAndSwap = async () => {
    const outDir = join(builds, buildName());
    try {
      await build(outDir);
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      throw error;
    }
    swapIn(dir, outDir);
  };
  await buildAndSwap();

  let building: Promise<void> | undefined;
  let again = false;
  const rebuild = (): void => {
    if (building) {
      again = true;
      return;
    }
    const started = performance.now();
    building = buildAndSwap()
      .then(() => log(`Deploy hook: rebuilt the site in ${((performance.now() - started) / 1000).toFixed(1)} s`))
      .catch((error: unknown) => log(`Deploy hook: the rebuild failed, the previous build stays. ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        building = undefined;
        if (again) {
          again = false;
          rebuild();
        }
      });
  };
  const idle = async () => {
    while (building) await building;
  };
  return { root: join(dir, "site"), rebuild, idle };
}
