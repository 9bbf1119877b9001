/**
 * A reply line that follows a list item without a blank line between them (as "- Skift adgangskoderne\nSkriv
 * dit navn og telefonnummer her …") would be read by markdown as more of the last bullet (a "lazy
 * continuation"), so the one request in an emergency answer looked like part of a password tip. In a chat
 * reply an unindented line that is not itself a list item ends the list: a blank line is put before it.
 */
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

export function endListsAtPlainLines(markdown: string): string {
  const lines = markdown.split("\n");
  const out: string[] = [];
  let inList = false;
  for (const line of lines) {
    const blank = line.trim() === "";
    const item = LIST_ITEM.test(line);
    const indented = /^\s+\S/.test(line);
    if (inList && !blank && !item && !indented) out.push("");
    out.push(line);
    if (item) inList = true;
    else if (blank || !indented) inList = false;
  }
  return out.join("\n");
}
