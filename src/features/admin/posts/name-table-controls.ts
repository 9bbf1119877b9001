/**
 * MDXEditor's table editor leaves its cells' editors and its add-row/add-column buttons without an accessible
 * name (axe: aria-input-field-name, button-name), and takes no option for them. This names them in the DOM,
 * and again whenever the editor redraws a table. It only adds missing names; it never changes what they do.
 */
export function nameTableControls(root: HTMLElement): () => void {
  const name = () => {
    for (const table of root.querySelectorAll("table")) {
      const rows = [...table.querySelectorAll(":scope > tbody > tr")];
      rows.forEach((row, rowIndex) => {
        // The first cell of each row is the editor's row menu, so the table's own columns count from 1.
        [...row.children].forEach((cell, columnIndex) => {
          const editable = cell.querySelector<HTMLElement>(':scope > [contenteditable="true"]');
          if (editable && !editable.hasAttribute("aria-label")) {
            editable.setAttribute("aria-label", rowIndex === 0 ? `Tabeloverskrift, kolonne ${columnIndex}` : `Tabelcelle, række ${rowIndex}, kolonne ${columnIndex}`);
          }
        });
      });
      for (const button of table.querySelectorAll<HTMLButtonElement>("[data-tool-cell] > button")) {
        if (button.hasAttribute("aria-label") || button.title) continue;
        button.setAttribute("aria-label", button.closest("tfoot") ? "Tilføj række" : "Tilføj kolonne");
      }
    }
  };
  name();
  const observer = new MutationObserver(name);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
