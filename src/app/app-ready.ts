/** The moment the app is interactive (hydrated or rendered): marked on <html> for tests and styling. */
const APP_READY_ATTRIBUTE = "data-app-ready";

let ready: (() => void) | null = null;
export const appReady = new Promise<void>((resolve) => (ready = resolve));

export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  ready?.();
}
