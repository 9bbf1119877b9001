// Search over everything the site says (knowledge.ts), for questions no fixed answer covers. Words are
// folded, typo-corrected and stemmed; the current message counts fully and the visitor's previous message
// a little, so a short follow-up still finds its topic. Below the relevance floor nothing is returned: the
// assistant then says it does not know rather than showing an unrelated passage.
import type { Vocabulary} from "./text.ts";
import { stem, words } from "./text.ts";

export interface Doc {
  id: string;
  kind: "product" | "post" | "terms" | "privacy" | "provider-terms" | "faq" | "about";
  title: string;
  /** Searchable text (not shown as it is). */
  body: string;
  /** Extra words that describe the document (a post's keywords). */
  keywords?: string;
  url: string;
  lang: "da" | "en";
}

const STOP = new Set(
  ("og i at det er en et til pa med for af den de som har vi jeg du kan om der ikke sa hvad hvordan hvor hvilken hvilke " +
    "man jer jeres os vores min mit mig sig skal vil ville gerne noget nogen nogle alle ogsa eller men hvis nar fra ud " +
    "op ind efter over under ved hos uden mod blive bliver var vaere vaeret have havde far fa give giver gor gore " +
    "the a an and or of to in on for with is are be can do does you your we our i my me it this that what how which " +
    "there have has any about from by at as if when who where why will would could should get skjold tak hej please " +
    "mere meget mange lidt helt bare lige ja nej hvornar hvem hvorfor kunne maske dem deres den det disse dette her " +
    // Everyday verbs that every text uses: on their own they say nothing about what a question is about.
    "skrive skriver under svar svare hjaelp hjaelpe bruge bruges brug virker ting sker ske kommer komme tage tager").split(" "),
);

/** Everyday words that mean what the site calls something else. */
const SYNONYMS: Record<string, string[]> = {
  backup: ["sikkerhedskopi", "backup"],
  sikkerhedskopi: ["backup"],
  kodeord: ["adgangskod", "password"],
  password: ["adgangskod", "kodeord"],
  adgangskod: ["password"],
  mfa: ["multifaktor", "totrin"],
  totrinsbekraeft: ["mfa", "multifaktor"],
  "2fa": ["mfa", "multifaktor"],
  opdatering: ["patch", "opdatering"],
  patch: ["opdatering"],
  gaestenet: ["wifi", "gaestenet"],
  svindel: ["phishing", "svindelmail"],
  svindelmail: ["phishing"],
  ransomwar: ["ransomware", "kryptering"],
  afpresning: ["ransomware"],
  hack: ["angreb", "kompromitter"],
  hacket: ["angreb", "kompromitter"],
  hacker: ["angreb"],
  cookie: ["cookies"],
  nis: ["nis2"],
  lov: ["lovgivning", "compliance"],
};

export interface Hit {
  doc: Doc;
  score: number;
  /** Share of the question's weight (its rare words count most) that the document matched. */
  coverage: number;
}

interface Indexed {
  doc: Doc;
  terms: Map<string, number>;
  length: number;
}

function terms(text: string, vocabulary: Vocabulary | null): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const corrected = vocabulary ? vocabulary.correct(word) : word;
    if (STOP.has(corrected) || corrected.length < 2) continue;
    const s = stem(corrected);
    out.push(s);
    for (const extra of SYNONYMS[s] ?? []) out.push(extra);
  }
  return out;
}

export class SearchIndex {
  readonly vocabulary: Vocabulary;
  private readonly docs: Indexed[];
  private readonly df = new Map<string, number>();
  private readonly averageLength: number;

  constructor(docs: Doc[], vocabulary: Vocabulary) {
    this.vocabulary = vocabulary;
    for (const doc of docs) for (const word of words(`${doc.title} ${doc.keywords ?? ""} ${doc.body}`)) vocabulary.add(word);
    this.docs = docs.map((doc) => {
      const weighted = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const term of terms(text, null)) weighted.set(term, (weighted.get(term) ?? 0) + weight);
      };
      add(doc.title, 3);
      add(doc.keywords ?? "", 2);
      add(doc.body, 1);
      let length = 0;
      for (const value of weighted.values()) length += value;
      return { doc, terms: weighted, length };
    });
    for (const { terms: t } of this.docs) for (const term of t.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    this.averageLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  private idf(term: string): number {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** A document by its id, as a hit that matched fully (for answers whose topic names their source). */
  byId(id: string): Hit | null {
    const found = this.docs.find((indexed) => indexed.doc.id === id);
    return found ? { doc: found.doc, score: Number.POSITIVE_INFINITY, coverage: 1 } : null;
  }

  /** `lang`: documents in the other language count for less, so a Danish question gets a Danish text. */
  search(question: string, previous: string | null, limit = 3, lang: "da" | "en" = "da"): Hit[] {
    const weights = new Map<string, number>();
    for (const term of terms(question, this.vocabulary)) weights.set(term, Math.max(weights.get(term) ?? 0, 1));
    if (previous) for (const term of terms(previous, this.vocabulary)) weights.set(term, Math.max(weights.get(term) ?? 0, 0.35));
    if (weights.size === 0) return [];
    // Words the index has never seen still count in the question's weight: a question about something the
    // site never mentions must not match on its one common word.
    const unknownIdf = Math.log(1 + this.docs.length);
    let total = 0;
    for (const [term, weight] of weights) total += weight * (this.df.has(term) ? this.idf(term) : unknownIdf);
    const hits: Hit[] = [];
    for (const indexed of this.docs) {
      let score = 0;
      let matched = 0;
      for (const [term, weight] of weights) {
        const tf = indexed.terms.get(term);
        if (!tf) continue;
        const idf = this.idf(term);
        matched += weight * idf;
        score += weight * idf * ((tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * (indexed.length / this.averageLength))));
      }
      if (indexed.doc.lang !== lang) score *= 0.6;
      if (score > 0) hits.push({ doc: indexed.doc, score, coverage: matched / total });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/** The relevance floor: the best document must match most of what the question is about. */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 2.5;

export function relevant(hits: Hit[]): Hit[] {
  const passes = (hit: Hit) => hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;
  // The best match must clear the floor itself: a weaker document that happens to share one rare word is
  // no answer to the question.
  return hits[0] && passes(hits[0]) ? hits.filter(passes) : [];
}
