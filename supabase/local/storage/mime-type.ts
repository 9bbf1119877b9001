// Content-Type as a browser reads it (WHATWG MIME Sniffing "parse a MIME type" and Fetch "extract a MIME
// type"). A header the server checks one way and the browser resolves another lets a file through the
// bucket's allowed types that the browser then runs as something else: `image/png;,text/html` passes a
// naive "text before the first ;" check while a browser takes the last type in the comma list, text/html.
// So the upload's type is read with the browser's own algorithm, a header that lists more than one value
// is refused, and only the normalised type (`image/png`, a text file's charset kept) is stored and served.

interface MimeType {
  type: string;
  subtype: string;
  /** `type/subtype`, lower-cased. */
  essence: string;
  parameters: Map<string, string>;
}

const HTTP_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
const HTTP_TAB_OR_SPACE = /^[\t ]+|[\t ]+$/g;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// HTTP quoted-string token code points: tab, space to ~ and U+0080 to U+00FF.
const QUOTED_STRING_TOKEN = /^[\t\u0020-\u007E\u0080-\u00FF]*$/;

/** Collects an HTTP quoted string starting at `input[start]` (a `"`); returns its value and the index after it. */
function collectQuotedString(input: string, start: number): { value: string; end: number } {
  let position = start + 1;
  let value = "";
  while (position < input.length) {
    const char = input[position] ?? "";
    if (char === '"') return { value, end: position + 1 };
    if (char === "\\") {
      position += 1;
      if (position >= input.length) return { value: value + "\\", end: position };
      value += input[position] ?? "";
      position += 1;
      continue;
    }
    value += char;
    position += 1;
  }
  return { value, end: position };
}

/** WHATWG "parse a MIME type": the MIME type, or null for failure. */
export function parseMimeType(input: string): MimeType | null {
  const text = input.replace(HTTP_WHITESPACE, "");
  const slash = text.indexOf("/");
  if (slash < 0) return null;
  const type = text.slice(0, slash);
  if (!TOKEN.test(type)) return null;
  let position = slash + 1;
  const semicolon = text.indexOf(";", position);
  const subtypeEnd = semicolon < 0 ? text.length : semicolon;
  const subtype = text.slice(position, subtypeEnd).replace(/[\t\n\r ]+$/, "");
  if (!TOKEN.test(subtype)) return null;
  position = subtypeEnd;
  const parameters = new Map<string, string>();

  while (position < text.length) {
    position += 1; // past ";"
    while (position < text.length && /[\t\n\r ]/.test(text[position] ?? "")) position += 1;
    let nameEnd = position;
    while (nameEnd < text.length && text[nameEnd] !== ";" && text[nameEnd] !== "=") nameEnd += 1;
    const name = text.slice(position, nameEnd).toLowerCase();
    position = nameEnd;
    if (position < text.length) {
      if (text[position] === ";") continue;
      position += 1; // past "="
    }
    if (position >= text.length) break;
    let value: string;
    if (text[position] === '"') {
      const quoted = collectQuotedString(text, position);
      value = quoted.value;
      position = quoted.end;
      while (position < text.length && text[position] !== ";") position += 1;
    } else {
      let valueEnd = position;
      while (valueEnd < text.length && text[valueEnd] !== ";") valueEnd += 1;
      value = text.slice(position, valueEnd).replace(/[\t\n\r ]+$/, "");
      position = valueEnd;
      if (value === "") continue;
    }
    if (name !== "" && TOKEN.test(name) && QUOTED_STRING_TOKEN.test(value) && !parameters.has(name)) {
      parameters.set(name, value);
    }
  }
  const lowerType = type.toLowerCase();
  const lowerSubtype = subtype.toLowerCase();
  return { type: lowerType, subtype: lowerSubtype, essence: `${lowerType}/${lowerSubtype}`, parameters };
}

/** Fetch's "get, decode, and split": the header's comma-separated values, commas inside quotes kept. */
export function splitHeaderValues(header: string): string[] {
  const values: string[] = [];
  let position = 0;
  let value = "";
  while (position < header.length) {
    const char = header[position] ?? "";
    if (char === '"') {
      const quoted = collectQuotedString(header, position);
      value += header.slice(position, quoted.end);
      position = quoted.end;
      continue;
    }
    if (char === ",") {
      values.push(value.replace(HTTP_TAB_OR_SPACE, ""));
      value = "";
    } else {
      value += char;
    }
    position += 1;
  }
  values.push(value.replace(HTTP_TAB_OR_SPACE, ""));
  return values;
}

/** Fetch's "extract a MIME type" on one Content-Type header: the type a browser uses, or null. */
export function extractMimeType(header: string): MimeType | null {
  let result: MimeType | null = null;
  for (const value of splitHeaderValues(header)) {
    const candidate = parseMimeType(value);
    if (!candidate || candidate.essence === "*/*") continue;
    result = candidate;
  }
  return result;
}

/**
 * The upload's one media type, normalised: the essence (`image/png`), plus `;charset=…` when the header
 * names a charset that is a plain token (text files need it to decode; no other parameter is kept, so
 * nothing stored can carry a second type). Null for an empty list, several values, or a value that does
 * not parse: what the server checks must be what a browser resolves.
 */
export function normalisedMimeType(header: string): string | null {
  const values = splitHeaderValues(header);
  if (values.length !== 1) return null;
  const parsed = parseMimeType(values[0] ?? "");
  if (!parsed || parsed.essence === "*/*") return null;
  const charset = parsed.parameters.get("charset");
  return charset !== undefined && TOKEN.test(charset) ? `${parsed.essence};charset=${charset.toLowerCase()}` : parsed.essence;
}
