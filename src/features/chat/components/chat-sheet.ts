// The chat on a phone is a full-screen sheet (chat-launcher.tsx): when that layout applies, and its focus trap.
import { useSyncExternalStore, type KeyboardEvent } from "react";

/** Below Tailwind's `sm`: the width at which the panel's classes make it a full-screen sheet. */
const SHEET_QUERY = "(max-width: 639.98px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SHEET_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the open chat is the phone's full-screen sheet; false while prerendering (the CSS decides the look). */
export function useSheetLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SHEET_QUERY).matches,
    () => false,
  );
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: focus stays in the sheet. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
