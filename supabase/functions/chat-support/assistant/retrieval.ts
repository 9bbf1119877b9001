// Search over everything the site says (knowledge.ts), for questions no fixed answer covers, with MiniSearch
// (BM25, fuzzy matching for typos, prefix matching, field boosts; the same library in Deno and in Node). Words
// are folded (æøå), stop words dropped and stemmed with the Snowball Danish stemmer (stem.ts); the current
// message counts fully and the visitor's previous message a little, so a short follow-up still finds its topic.
// Below the relevance floor nothing is returned: the assistant then says it does not know rather than showing an
// unrelated passage. A hit carries the sentence of its document that best answers the question, for quoting.
import MiniSearch from "npm:minisearch@7.2.0";
import { danishStem } from "./stem.ts";
import type { Vocabulary } from "./text.ts";
import { words } from "./text.ts";

export interface Doc {
  id: string;
  kind: "product" | "post" | "terms" | "privacy" | "provider-terms" | "faq" | "about" | "data-processing" | "plans";
  title: string;
  /** Searchable text (not shown as it is). */
  body: string;
  /** Extra words that describe the document (a post's keywords). */
  keywords?: string;
  url: string;
  lang: "da" | "en";
  /** A post's byline and publication time (ISO), when it has them. */
  author?: string | null;
  published?: string | null;
}

/** What is left of "doesn't", "isn't" once the apostrophe splits them (or it is left out): no words of a question. */
export const ENGLISH_CONTRACTIONS = "doesn didn isn aren wasn weren wouldn couldn shouldn haven hasn hadn doesnt didnt isnt arent wasnt";

const STOP = new Set(
  ("og i at det er en et til pa med for af den de som har vi jeg du kan om der ikke sa hvad hvordan hvor hvilken hvilke " +
    "man jer jeres os vores min mit mine mig din dit dine sin sit sine sig skal vil ville gerne noget nogen nogle alle ogsa eller men hvis nar fra ud " +
    "op ind efter over under ved hos uden mod blive bliver var vaere vaeret have havde far fa give giver gor gore " +
    "the a an and or of to in on for with is are be can do does you your we our i my me it this that what how which " +
    "there have has any about from by at as if when who where why will would could should get skjold tak hej please " +
    // Pronouns and "through": "kan han læse mine mails gennem det?" asks about reading mails.
    "han hun ham hende hans hendes gennem igennem through via givet fald " +
    // (and "does", "doesn't" as the Danish "oe" for "ø" reads them: "dos", "dosn")
    `${ENGLISH_CONTRACTIONS} don won dos dosn dosnt dont wont ` +
    "mere meget mange lidt helt bare lige ja nej hvornar hvem hvorfor kunne maske dem deres den det disse dette her " +
    // Everyday verbs that every text uses: on their own they say nothing about what a question is about.
    "skrive skriver under svar svare hjaelp hjaelpe bruge bruges brug virker ting sker ske kommer komme tage tager laegge laegger lagt " +
    // Words that ask for writing rather than name a subject ("har I skrevet noget om backup?").
    "skrevet artikel artikler article articles blog blogindlaeg indlaeg post posts written " +
    // Hedges around a number or a judgement ("sådan ca. 1 gang i kvartalet, er det ok?"): they name nothing, and a
    // post that happens to say "sådan" must not win a question on that word.
    "sadan ca cirka omkring ok okay").split(" "),
);

/** Everyday words that mean what the site calls something else. */
const SYNONYMS: Record<string, string[]> = {
  backup: ["sikkerhedskopi", "backup"],
  sikkerhedskopi: ["backup"],
  kodeord: ["adgangskode", "password"],
  password: ["adgangskode", "kodeord"],
  adgangskode: ["password"],
  mfa: ["multifaktor", "totrin"],
  totrinsbekraeft: ["mfa", "multifaktor"],
  totrinsbekraeftelse: ["mfa", "multifaktor"],
  // "kasseterminalen og kunderne på samme net": the till and the network, as the Wi-Fi post names them.
  kasseterminal: ["kassesystem", "betalingsterminal"],
  kasseterminalen: ["kassesystemet", "betalingsterminalen"],
  kortterminal: ["betalingsterminal", "kassesystem"],
  kortterminalen: ["betalingsterminalen", "kassesystemet"],
  net: ["net", "netvaerk"],
  // "det mest almindelige angreb" is what the threat report calls "De hyppigste angrebstyper".
  almindelige: ["almindelige", "hyppigste"],
  almindeligste: ["almindeligste", "hyppigste"],
  common: ["hyppigste"],
  vanligaste: ["hyppigste"],
  vanligste: ["hyppigste"],
  // "en gammel VPN-boks" is what the threat report calls "Gamle VPN-enheder".
  gammel: ["gammel", "gamle"],
  gammelt: ["gammel", "gamle"],
  // The Microsoft 365 post is in English: a Danish question about its settings finds it.
  indstillinger: ["indstillinger", "settings"],
  indstilling: ["indstilling", "setting"],
  indstillingerne: ["indstillingerne", "settings"],
  totrinsbekraeftelsen: ["mfa", "multifaktor"],
  tofaktorgodkendelse: ["mfa", "multifaktor"],
  totrinslogin: ["mfa", "multifaktor"],
  "2fa": ["mfa", "multifaktor"],
  opdatering: ["patch", "opdatering"],
  patch: ["opdatering"],
  gaestenet: ["wifi", "gaestenet"],
  svindel: ["phishing", "svindelmail"],
  mejl: ["mail"],
  epost: ["mail"],
  losenord: ["adgangskode"],
  passord: ["adgangskode"],
  sms: ["sms", "mfa"],
  tofaktor: ["mfa", "totrinsbekraeft"],
  svindelmail: ["phishing"],
  ransomware: ["kryptering"],
  afpresning: ["ransomware"],
  // Knowing a fake when you see it is what a post's "signs" are for.
  kende: ["tegn", "kendetegn"],
  genkende: ["tegn", "kendetegn"],
  genkender: ["tegn", "kendetegn"],
  spotte: ["tegn"],
  spot: ["tegn"],
  recognise: ["tegn"],
  recognize: ["tegn"],
  signs: ["tegn"],
  data: ["data", "oplysninger"],
  computer: ["computer", "pc"],
  computere: ["computer", "pc"],
  computerne: ["computer", "pc"],
  pc: ["pc", "computer"],
  pcer: ["pc", "computer"],
  trusler: ["trussel", "trusselsbillede", "angreb"],
  trussel: ["trusselsbillede", "angreb"],
  threats: ["trusselsbillede", "angreb"],
  threat: ["trusselsbillede", "angreb"],
  attacks: ["angreb", "trusselsbillede"],
  hack: ["angreb", "kompromitteret"],
  hacket: ["angreb", "kompromitteret"],
  hacker: ["angreb"],
  cookie: ["cookies"],
  // Auditing a supplier is what the data processing agreement calls "revision og inspektion".
  revidere: ["revision", "inspektion"],
  audit: ["revision", "inspektion"],
  auditere: ["revision", "inspektion"],
  nis: ["nis2"],
  lov: ["lovgivning", "compliance"],
  ansatte: ["medarbejdere"],
  medarbejdere: ["ansatte"],
  employees: ["medarbejdere"],
};

export interface Hit {
  doc: Doc;
  score: number;
  /** Share of the question's weight (its rare words count most) that the document matched. */
  coverage: number;
  /** The sentence of the document that best answers the question, to quote with the document's link. */
  sentence: string;
  /** Share of the question's weight that sentence holds: a passage answers only when one sentence does. */
  sentenceCoverage: number;
}

/** A word as the index stores it: folded, not a stop word, stemmed; with the site's own word for an everyday one. */
function processWord(word: string): string[] {
  if (STOP.has(word) || word.length < 2) return [];
  return [danishStem(word), ...(SYNONYMS[word] ?? []).map(danishStem)];
}

export function terms(text: string): string[] {
  return words(text).flatMap(processWord);
}

function sentencesOf(body: string): string[] {
  return body.replace(/\s+/g, " ").trim().split(/(?<=[.!?:])\s+(?=[A-ZÆØÅ0-9"»])/);
}

/** The relevance floor: the best document must match most of what the question is about, and well enough. */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 4;
/** Calibrated confidence: one sentence of the document must hold most of the question, or it is not answered. */
const MIN_SENTENCE_COVERAGE = 0.6;

export class SearchIndex {
  readonly vocabulary: Vocabulary;
  private readonly docs = new Map<string, Doc>();
  private readonly df = new Map<string, number>();
  private readonly search_: MiniSearch<Doc>;

  constructor(docs: Doc[], vocabulary: Vocabulary) {
    this.vocabulary = vocabulary;
    // The index's words also teach the intent reader's typo correction the site's own words.
    for (const doc of docs) for (const word of words(`${doc.title} ${doc.keywords ?? ""} ${doc.body}`)) vocabulary.add(word);
    this.search_ = new MiniSearch<Doc>({
      fields: ["title", "keywords", "body"],
      storeFields: ["lang"],
      tokenize: (text) => words(text),
      processTerm: (term) => processWord(term),
      searchOptions: { boost: { title: 3, keywords: 2 } },
    });
    this.search_.addAll(docs);
    for (const doc of docs) {
      this.docs.set(doc.id, doc);
      for (const term of new Set(terms(`${doc.title} ${doc.keywords ?? ""} ${doc.body}`))) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    }
  }

  private idf(term: string): number {
    const n = this.docs.size;
    const df = this.df.get(term) ?? 0;
    // Words the index has never seen still count in the question's weight: a question about something the
    // site never mentions must not match on its one common word.
    return df === 0 ? Math.log(1 + n) : Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * The sentence of a document that holds most of the question's weight (the first one on a tie), and that
   * share: a word found as itself or an inflection counts fully, as the start of a longer compound half.
   */
  private bestSentence(doc: Doc, weights: Map<string, number>, total: number): { sentence: string; coverage: number } {
    let best = { sentence: sentencesOf(doc.body)[0] ?? "", coverage: 0 };
    for (const sentence of sentencesOf(doc.body)) {
      const own = terms(sentence);
      let score = 0;
      for (const [term, weight] of weights) {
        const credit = own.includes(term) || own.some((t) => t.startsWith(term) && t.length - term.length <= 3)
          ? 1
          : term.length >= 5 && own.some((t) => t.startsWith(term)) ? 0.5 : 0;
        score += credit * weight * this.idf(term);
      }
      if (score / total > best.coverage) best = { sentence, coverage: score / total };
    }
    return best;
  }

  /**
   * How much of the question a piece of evidence covers (issue 38's answerability check): the question's words
   * weighted by how rare they are on the site, each found in the evidence as itself or an inflection (fully) or
   * as the start of a compound (half). Numbers are the calculators' inputs and `ignore` holds words the answer
   * has already read (plan names, contact details), so neither counts. The words not found are returned.
   */
  cover(question: string, evidence: string, ignore: Set<string> = new Set(), numbers = false): { share: number; uncovered: string[]; partly: string[]; total: number } {
    // "3-2-1" is one word to a visitor and to a post, not three digits.
    const joined = (text: string) => text.replace(/\b(\d)\s*-\s*(\d)\s*-\s*(\d)\b/g, "$1$2$3");
    const own = [...new Set(terms(joined(question)))].filter((term) => (numbers || !/^\d+$/.test(term)) && !ignore.has(term));
    const have = new Set(terms(joined(evidence)));
    let total = 0;
    let covered = 0;
    const uncovered: string[] = [];
    const partly: string[] = [];
    for (const term of own) {
      const weight = this.idf(term);
      total += weight;
      // A verb and its noun meet ("opdatere" → "opdat", "opdateringer" → "opdatering"); a compound's head too.
      const credit = have.has(term) || [...have].some((t) => (t.startsWith(term) && t.length - term.length <= (term.length >= 5 ? 5 : term.length === 4 ? 3 : 1)) || (t.length >= 5 && term.endsWith(t)) || (term.startsWith(t) && term.length - t.length <= (t.length >= 4 ? 3 : t.length >= 3 ? 1 : 0)))
        ? 1
        // A compound's head counts half ("sikkerhedsopdatering" for "opdatering"; "phishingmail" for "phishing").
        : term.length >= 5 && [...have].some((t) => t.startsWith(term) || (t.length >= 5 && term.startsWith(t)) || (t.length >= 4 && (term.endsWith(t) || t.endsWith(term)))) ? 0.5 : 0;
      covered += credit * weight;
      if (credit === 0) uncovered.push(term);
      else if (credit < 1) partly.push(term);
    }
    return { share: total === 0 ? 1 : covered / total, uncovered, partly, total };
  }

  /** Every document in the index: the site's own texts and the published posts. */
  all(): Doc[] {
    return [...this.docs.values()];
  }

  /** The published posts in the index. */
  posts(): Doc[] {
    return [...this.docs.values()].filter((doc) => doc.kind === "post");
  }

  /** In how many of the site's texts and posts a word stands. */
  frequency(term: string): number {
    return this.df.get(term) ?? 0;
  }

  /** How much a word weighs in a question: the rarer on the site, the more. */
  weight(term: string): number {
    return this.idf(term);
  }

  /** Whether the site's texts themselves use the word (not only the assistant's own patterns). */
  inTexts(term: string): boolean {
    // A site word that begins with it ("opdater" in "opdateringer"); not one it begins with ("chrome" is no "chromebook").
    return this.df.has(term) || [...this.df.keys()].some((t) => t.length >= 5 && t.startsWith(term));
  }

  /** Whether the site's texts use the word at all (a word they never use is no question the site answers). */
  knows(term: string): boolean {
    // The site's texts, and the words the assistant's own patterns answer (its vocabulary).
    return this.df.has(term) || [...this.df.keys()].some((t) => t.length >= 5 && (t.startsWith(term) || term.startsWith(t))) || this.vocabulary.hasStem(term);
  }

  /** A document by its id, as a hit that matched fully (for answers whose topic names their source). */
  byId(id: string): Hit | null {
    const doc = this.docs.get(id);
    return doc ? { doc, score: Number.POSITIVE_INFINITY, coverage: 1, sentence: sentencesOf(doc.body)[0] ?? "", sentenceCoverage: 1 } : null;
  }

  /** `lang`: documents in the other language count for less, so a Danish question gets a Danish text. */
  search(question: string, previous: string | null, limit = 3, lang: "da" | "en" = "da"): Hit[] {
    const own = terms(question);
    const weights = new Map<string, number>();
    for (const term of own) weights.set(term, 1);
    const before = previous ? terms(previous).filter((term) => !weights.has(term)) : [];
    for (const term of before) weights.set(term, 0.35);
    if (weights.size === 0) return [];
    const results = this.search_.search({ combineWith: "OR", queries: [...weights.keys()] }, {
      // Already folded and stemmed: the query's words go in as they are.
      tokenize: (text) => [text],
      processTerm: (term) => term,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      boostTerm: (term) => weights.get(term) ?? 1,
      boostDocument: (_id, _term, stored) => (stored?.lang === lang ? 1 : 0.6),
    });
    let total = 0;
    for (const [term, weight] of weights) total += weight * this.idf(term);
    return results.slice(0, limit).map((result) => {
      const doc = this.docs.get(result.id as string)!;
      // A word found as itself or an inflection of it counts fully; one found only by fuzzy matching or as the
      // start of a longer compound ("direktør" in "direktørsvindel") counts half.
      let matched = 0;
      for (const term of new Set(result.queryTerms)) {
        const exact = result.terms.some((t) => t === term || (t.startsWith(term) && t.length - term.length <= 3));
        matched += (exact ? 1 : 0.5) * (weights.get(term) ?? 0) * this.idf(term);
      }
      const best = this.bestSentence(doc, weights, total);
      // A section whose heading is the question ("Hvilke oplysninger vi indsamler") answers it with its text.
      const heading = this.bestSentence({ ...doc, body: doc.title.replace(/^[^:]*:\s*/, "") }, weights, total);
      if (heading.coverage > best.coverage && heading.coverage >= 0.65) {
        return { doc, score: result.score, coverage: matched / total, sentence: "", sentenceCoverage: heading.coverage };
      }
      return { doc, score: result.score, coverage: matched / total, sentence: best.sentence, sentenceCoverage: best.coverage };
    });
  }
}

/** Documents close to the best one's score still count, so the one that covers the question can win. */
const NEAR_BEST = 0.4;

export function relevant(hits: Hit[]): Hit[] {
  const top = hits[0]?.score ?? 0;
  const passes = (hit: Hit) =>
    hit.coverage >= MIN_COVERAGE && hit.sentenceCoverage >= MIN_SENTENCE_COVERAGE && hit.score >= MIN_SCORE && hit.score >= top * NEAR_BEST;
  // A weaker document that happens to share one rare word is no answer: the best covering one comes first.
  return hits.filter(passes).sort((a, b) => b.coverage * b.score - a.coverage * a.score);
}
