type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Gives the live form's field the focus and caret the visitor had in the placeholder's field.
 * Only some inputs have a selection: text, search, tel, url, password and textareas. On the others
 * (email, number, date…) selectionStart reads null and setSelectionRange throws, so those get the
 * focus alone; the browser puts their caret after the text, where a visitor who just tapped and
 * typed in them has it anyway.
 */
export function moveFocus(from: TextField, to: TextField): void {
  to.focus({ preventScroll: true });
  const { selectionStart, selectionEnd, selectionDirection } = from;
  if (selectionStart === null || selectionEnd === null || !hasSelection(to)) return;
  to.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}

function hasSelection(field: TextField): boolean {
  try {
    return field.selectionStart !== null;
  } catch {
    // Old engines threw on reading it where modern ones answer null.
    return false;
  }
}
