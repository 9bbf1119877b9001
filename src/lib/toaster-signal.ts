/**
 * Whether some code that can show a toast has loaded. The page's <Toaster /> (sonner, about 9 kB gzip) waits
 * for it: a visitor's first tap on a public page then fetches no toast code, while the portal, admin and
 * sign-in screens, whose code imports `lib/toast.ts`, get their Toaster as soon as they load.
 */
let needed = false;
const listeners = new Set<() => void>();

export function signalToasterNeeded(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

export function toasterNeeded(): boolean {
  return needed;
}

export function onToasterNeeded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
