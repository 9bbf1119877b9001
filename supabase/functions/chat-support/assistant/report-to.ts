// "Skal vi anmelde det til politiet?", "which authority do we report a breach to?": asked ahead or afterwards, not
// during an attack. The site's own sentences that say where to report (the threat report's sources: the police at
// politi.dk, Datatilsynet within 72 hours) are quoted with their post; in English, the same closely paraphrased.
import type { Lang } from "../../_shared/facts/money.ts";
import type { Doc, SearchIndex } from "./retrieval.ts";
import { fold } from "./text.ts";

interface Found {
  doc: Doc;
  sentence: string;
  to: "police" | "datatilsynet";
}

const SAYS_WHERE = /\b(anmeld\w*|anmeldes)\b.{0,60}\b(politi\w*|datatilsynet)\b|\b(politi\w*|datatilsynet)\b.{0,40}\b(anmeld\w*|anmeldes)\b/;

function found(index: SearchIndex): Found[] {
  const out: Found[] = [];
  for (const doc of index.posts()) {
    for (const line of doc.body.replace(/\r/g, "").split("\n")) {
      const sentence = line.replace(/^\s*[-*]\s+/, "").replace(/\[\^[\w-]+\]/g, "").replace(/[*_`]+/g, "").trim();
      if (!SAYS_WHERE.test(fold(sentence)) || sentence.length > 200) continue;
      const to = /\bdatatilsynet\b/.test(fold(sentence)) ? "datatilsynet" : "police";
      if (!out.some((f) => f.to === to)) out.push({ doc, sentence, to });
    }
  }
  return out;
}

/** The answer, or null when no post says where to report. `asked` is the folded question. */
export function reportToAnswer(asked: string, index: SearchIndex, lang: Lang): string | null {
  const all = found(index);
  const breach = /\b(persondata\w*|personoplysning\w*|personal data|brud|breach\w*|gdpr|databrud)\b/.test(asked);
  const crime = /\b(politi\w*|police|svindel\w*|fraud\w*|snydt|angreb\w*|attack\w*|hack\w*|anmeld\w* det|report (it|this))\b/.test(asked);
  const chosen = all.filter((f) => (f.to === "datatilsynet" && breach) || (f.to === "police" && (crime || !breach)));
  if (!chosen.length) return null;
  const link = (doc: Doc) => `[${doc.title}](${doc.url})`;
  if (lang === "en") {
    // (The hours as the sentence gives them.)
    const hours = (f: Found) => /(\d+) timer/.exec(f.sentence)?.[1];
    const said = chosen.map((f) => f.to === "police" ? "fraud and attacks are reported to the police (politi.dk)" : `a personal data breach must be reported to Datatilsynet, the Danish Data Protection Agency${hours(f) ? `, within ${hours(f)} hours` : ""}`);
    return `Our post ${link(chosen[0]!.doc)} (in Danish) says ${said.join(", and ")}. Whether you must report in your case, the site doesn't say; a colleague can help if you write your name and e-mail here.`;
  }
  const quoted = chosen.map((f) => `»${f.sentence.replace(/https?:\/\/(\S+?)\.?$/, "$1")}«`).join(" og ");
  return `Det står i vores indlæg ${link(chosen[0]!.doc)}: ${quoted}. Om I skal anmelde i jeres sag, står ikke på siden; en kollega kan hjælpe, hvis du skriver dit navn og din e-mail her.`;
}
