import { afterEach } from "vitest";

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

/** Installs a stand-in `window` for one test; every test file using it gets it removed afterwards. */
export function installWindow(value: object): void {
  globals.window = value;
}

afterEach(() => {
  delete globals.window;
});
