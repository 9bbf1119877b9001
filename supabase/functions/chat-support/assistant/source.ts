// "Hvor står det?", "citer linjen fra vilkårene", "is that in your terms?", "hvor på siden står det, at I kun er
// for op til 30?": where the site says what was said, with the site's own sentence quoted and its page linked.
// The sentence is found among the site's texts by how much of the claim it holds; a claim no sentence holds
// well enough is not given a source it does not have.
import type { Lang } from "../../_shared/facts/money.ts";
import type { Doc, SearchIndex } from "./retrieval.ts";

export const ASKS_SOURCE = /\b(hvor (star|staar) (det|der|dette)( henne| skrevet)?|hvor pa (siden|hjemmesiden|nettsiden|sidan|webbsidan|jeres side|nettstedet)|hvar star det|hvor star det skrevet|where (does it|do you) say|where (is|was) (that|it|this) (written|stated|said)|where on (your|the) (site|website|page)|send (mig|me|meg|mej) (et |the |a )?link\w*|link (til|to) (det|that|it|den)|kilde\w*|source|citer\w*|quote|ordret|word for word|exact (wording|clause|line|words|text)|ordlyd\w*|precise wording|is (that|it|this) (actually |really )?(written |stated )?in (your|the) (terms|contract|agreement)|(star|staar) (det|dette) (virkelig |faktisk )?i (vilkarene|kontrakten|aftalen|betingelserne)|vis (mig|meg|mej) (det )?(pa|paa) (siden|jeres side|hjemmesiden))\b/;

/** The site's sentences, as a quote may show them: plain text, one sentence each. */
function sentences(doc: Doc): string[] {
  return doc.body
    .split(/\n+/)
    .flatMap((line) => line.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/[*_`#>|]+/g, " ").replace(/\s+/g, " ").trim().split(/(?<=[.!?])\s+(?=[A-ZÆØÅ0-9"»])/))
    .filter((sentence) => sentence.length >= 25 && sentence.length <= 400);
}

/** The claim's best sentence on the site, among `docs`; null when none holds enough of it. */
function bestSentence(claim: string, docs: Doc[], index: SearchIndex, strict: boolean): { doc: Doc; sentence: string } | null {
  let best: { doc: Doc; sentence: string; share: number } | null = null;
  // A number the claim names must be in the sentence ("op til 30 ansatte" is no sentence about who has access).
  // (Strict for a claim the visitor words: the reply before, re-read, is the site's own wording already.)
  const numbers = strict ? claim.match(/\d+/g) ?? [] : [];
  for (const doc of docs) {
    for (const sentence of sentences(doc)) {
      if (numbers.some((n) => !new RegExp(`(?<!\\d)${n}(?!\\d)`).test(sentence))) continue;
      // Both ways: the sentence holds the claim, and the claim holds the sentence (a long clause quoted for a
      // short reply, or the other way round, is still the same statement).
      const share = (index.cover(claim, sentence, new Set(), true).share + index.cover(sentence, claim, new Set(), true).share) / 2;
      if (!best || share > best.share) best = { doc, sentence, share };
    }
  }
  // (Half of the claim's words at least, as well: a sentence that shares one word with a short claim is no source.)
  return best && best.share >= 0.45 && (!strict || index.cover(claim, best.sentence, new Set(), true).share >= 0.5) ? best : null;
}

/**
 * Where the site says `claim` (Danish: the reply before, or what the visitor says the site says). The pages the
 * reply before linked come first; then every text of the site's own (not the posts, unless linked).
 */
export function sourceAnswer(claim: string, linked: string[], index: SearchIndex, lang: Lang, inTerms = false, said: string | null = null, strict = false): string | null {
  const all = index.all();
  // "Is that in your terms?": the terms first; then the pages the reply before linked; then every page of ours.
  const terms = inTerms ? all.filter((doc) => doc.url.startsWith("/terms")) : [];
  const first = all.filter((doc) => linked.some((url) => doc.url === url || (doc.url.split("#")[0] === url && url.includes("#") === false && doc.kind !== "post")));
  const own = all.filter((doc) => doc.kind !== "post");
  const found = (terms.length ? bestSentence(claim, terms, index, strict) : null) ?? (first.length ? bestSentence(claim, first, index, strict) : null) ?? bestSentence(claim, own, index, strict);
  if (!found) return null;
  const section = found.doc.title.replace(/^[^:]*:\s*/, "");
  const label = found.doc.url.startsWith("/terms") ? (lang === "en" ? `the terms, section "${section}"` : `vilkårene, ${section}`) : found.doc.title;
  // (In English, the Danish sentence is not quoted as if it were the answer: where it is, and what it says.)
  return lang === "en"
    ? `It is in [${label}](${found.doc.url}); the terms and pages are in Danish.${said ? ` In English, what it says: ${said}` : ""}`
    : `Det står i [${label}](${found.doc.url}), ordret: »${found.sentence}«`;
}
