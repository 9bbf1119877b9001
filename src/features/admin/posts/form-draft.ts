import type { PostFormValues } from "./post-schema.ts";

/** The form's unsaved values, kept in this browser on every change so a closed tab loses nothing. */
const key = (id: string | undefined) => `skjold-admin-draft:post:${id ?? "new"}`;

export function readDraft(id: string | undefined): PostFormValues | null {
  try {
    const raw = localStorage.getItem(key(id));
    return raw ? (JSON.parse(raw) as PostFormValues) : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string | undefined, values: PostFormValues): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(values));
  } catch {
    // A full or blocked storage: the form still works, only the autosave is lost.
  }
}

export function clearDraft(id: string | undefined): void {
  try {
    localStorage.removeItem(key(id));
  } catch {
    // Nothing to clear.
  }
}
