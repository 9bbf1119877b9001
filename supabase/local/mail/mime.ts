/**
 * Just enough of MIME (RFC 5322 headers, RFC 2047 encoded words, quoted-printable and base64 bodies,
 * multipart) to show what an SMTP client sent in the outbox as subject, text and HTML.
 */
export interface ParsedMail {
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
}

function splitHeaderBlock(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded lines (starting with whitespace) continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bytesToText(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset || "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function quotedPrintableBytes(input: string): Uint8Array {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(joined[i]));
    }
  }
  return Uint8Array.from(bytes);
}

/** "=?UTF-8?B?…?=" and "=?UTF-8?Q?…?=" words, as clients encode non-ASCII subjects. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, data: string) => {
      const bytes = encoding.toUpperCase() === "B"
        ? Uint8Array.from(Buffer.from(data, "base64"))
        : quotedPrintableBytes(data.replace(/_/g, " "));
      return bytesToText(bytes, charset);
    });
}

function parameter(header: string, name: string): string {
  const match = new RegExp(`${name}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, "i").exec(header);
  return match?.[2] ?? match?.[1] ?? "";
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = parameter(headers.get("content-type") ?? "", "charset") || "utf-8";
  if (encoding === "base64") return bytesToText(Uint8Array.from(Buffer.from(body.replace(/\s+/g, ""), "base64")), charset);
  if (encoding === "quoted-printable") return bytesToText(quotedPrintableBytes(body), charset);
  return body;
}

function collectParts(raw: string, found: { text: string; html: string }): void {
  const { headers, body } = splitHeaderBlock(raw);
  const type = (headers.get("content-type") ?? "text/plain").toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = parameter(headers.get("content-type") ?? "", "boundary");
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectParts(section.replace(/^\r?\n/, ""), found);
    }
    return;
  }
  const decoded = decodeBody(body, headers).replace(/\n$/, "");
  if (type.startsWith("text/html")) found.html ||= decoded;
  else if (type.startsWith("text/plain")) found.text ||= decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHeaderBlock(raw);
  const found = { text: "", html: "" };
  collectParts(raw, found);
  return { subject: decodeEncodedWords(headers.get("subject") ?? ""), text: found.text, html: found.html, headers };
}
