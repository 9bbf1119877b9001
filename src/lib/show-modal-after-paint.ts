import { afterPaint } from "./after-paint.ts";

/**
 * Opens a dialog so that its first frame is cheap, then makes it modal. `showModal()` makes the rest of
 * the page inert, and Chromium restyles every element of the page for that: on a slow phone the dialog
 * is then painted several times later than after a plain `show()`, which restyles only the dialog.
 * So the dialog is shown non-modal, painted, and
 * only then shown again as a modal (focus trapped, page behind inert, Escape and backdrop as before):
 * the restyle comes after the visitor already sees the answer to the press. Closing and reopening in
 * one task paints nothing in between. Used before the app (start-on-intent.ts) and by the app.
 */
export function showModalAfterPaint(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.show();
  afterPaint(() => {
    // Closed again in the meantime (a fast second tap, a link), or already modal: nothing to do.
    if (!dialog.open || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
  });
}

/** The dialog a `command="show-modal"` invoker button opens, if `element` is one. */
export function showModalTarget(element: Element): HTMLDialogElement | null {
  if (element.getAttribute("command") !== "show-modal") return null;
  const target = document.getElementById(element.getAttribute("commandfor") ?? "");
  return target instanceof HTMLDialogElement ? target : null;
}
