// Links are what people and tests follow in a captured e-mail (password reset, confirmation),
// so they are pulled out once when the message is stored instead of every reader parsing HTML.

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const BARE_URL = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation that usually ends a prose URL rather than belonging to it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_match, name: string) => ENTITIES[name] ?? _match);
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Web links in the order they appear: the HTML body's hrefs first, then bare URLs in the text body; no duplicates. */
export function extractLinks(text: string, html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(HREF)) {
    found.push(decodeEntities((match[1] ?? match[2] ?? "").trim()));
  }
  for (const match of text.matchAll(BARE_URL)) {
    found.push(match[0].replace(TRAILING_PUNCTUATION, ""));
  }
  return [...new Set(found.filter(isWebLink))];
}
