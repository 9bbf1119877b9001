/**
 * Which documents hold local changes the server has not confirmed yet, for the sync status
 * ("n changes waiting"). Kept in localStorage so the count survives a reload while offline.
 */
const KEY = "skjold-admin-pending";

function read(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

let pending = read();
const listeners = new Set<() => void>();

function changed(): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...pending]));
  } catch {
    // Only the count after a reload is lost; the changes themselves are in the store.
  }
  for (const listener of listeners) listener();
}

export const pendingChanges = {
  add(key: string): void {
    if (pending.has(key)) return;
    pending = new Set(pending).add(key);
    changed();
  },
  remove(keys: string[]): void {
    if (!keys.some((key) => pending.has(key))) return;
    pending = new Set([...pending].filter((key) => !keys.includes(key)));
    changed();
  },
  clear(): void {
    if (pending.size === 0) return;
    pending = new Set();
    changed();
  },
  size: (): number => pending.size,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
