// Text rules shared by the app and the edge functions.
//
// Postgres stores neither U+0000 nor a lone UTF-16 surrogate (half of an emoji), in text or jsonb: such a
// value makes the write fail after the request was accepted. Input that carries one is refused up front as
// bad input (UNSTORABLE_TEXT_MESSAGE, from the zod schemas the forms and the functions share).
//
// Postgres measures text in code points (char_length), and JavaScript's length and slice() in UTF-16 units,
// so shortening text with slice() can cut an emoji in half and leave a lone surrogate behind. Text is cut
// with truncateCodePoints instead, which also fits the database's limits exactly.

export const UNSTORABLE_TEXT_MESSAGE =
  "Teksten indeholder et tegn, der ikke kan gemmes (et nul-tegn eller et halvt emoji). Fjern det, og prøv igen.";

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "g");

/** Whether Postgres can store `text` (no NUL, no lone surrogate). */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** `text` with NULs removed and lone surrogates replaced by U+FFFD, for text that is not the user's input to refuse. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE_ALL, (match) => (match === "\u0000" ? "" : "\uFFFD"));
}

/** At most `max` code points of `text`, never splitting a surrogate pair (Postgres's char_length counts the same). */
export function truncateCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let units = 0;
  let points = 0;
  while (units < text.length && points < max) {
    const code = text.codePointAt(units) ?? 0;
    units += code > 0xffff ? 2 : 1;
    points += 1;
  }
  return text.slice(0, units);
}

// Every character a text viewer or mail client may break a line at: CR, LF, VT, FF, the ASCII file, group and
// record separators, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR (the same set as private.single_line in
// Postgres). In a single-line field (a name, a company) one of them would forge a line of its own in the lead
// e-mail ("E-mail: …" above the real one) or a row in a CSV export.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKS = /[ \t]*[\r\n\v\f\u001c-\u001e\u0085\u2028\u2029]+[ \t]*/g;

/** `text` on one line: each run of line breaks (and the spaces around it) becomes one space. */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKS, " ");
}
