import { onTestFinished } from "vitest";

/** The part of the Storage API our browser-storage code uses, kept in memory. */
export class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const globals = globalThis as { window?: unknown };

/**
 * Installs a stand-in `window` for one test, removed when that test ends. (Registered per test, not as a
 * module-level afterEach: the files share one worker and its module cache, so a module's top level runs for
 * the first file that imports it only.)
 */
export function installWindow(value: object): void {
  globals.window = value;
  onTestFinished(() => {
    delete globals.window;
  });
}
