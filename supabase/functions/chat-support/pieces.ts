// How a composed reply is streamed: in small pieces, so the widget shows it growing like a model's.

/** Splits a reply into the small pieces it is streamed in. */
export function* pieces(text: string, size = 24): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(" ", end);
    end = space === -1 || space - end > 16 ? end : space + 1;
    yield text.slice(start, end);
    start = end;
  }
}
