// The blog as a whole: "is there an article in English?", "which one should I read first?", "your three most
// important tips". The site ranks no post above another, so the answer says so and quotes what the posts say of
// themselves: a post that calls itself the one thing to do ("Hvis du kun gør én ting …") is quoted as such.
import type { Lang } from "../../_shared/facts/money.ts";
import type { Doc, SearchIndex } from "./retrieval.ts";
import { fold } from "./text.ts";

export type BlogAsked = "english" | "first" | "tips";

const POSTS = "(artikel|artikler|artiklen|artiklerne|indlaeg|indlaegget|indlaeggene|article|articles|post|posts|blog|bloggen|inlagg|inlaggen|innlegg|innleggene|artikkel|artikler)";

const ENGLISH = new RegExp(`\\b${POSTS}\\b.{0,40}\\b(in english|pa engelsk|paa engelsk|engelsk|pa engelska|pa engelsk)\\b|\\b(anything|something|noget|nagot|noe) (\\w+ ){0,3}(in english|pa engelsk)\\b.{0,30}\\b${POSTS}\\b`);
const FIRST = new RegExp(`\\b(hvilk\\w*|which|vilk\\w*|hvilket|what)\\b.{0,30}\\b${POSTS}\\b.{0,50}\\b(forst|first|forsta|forste|foerst)\\b|\\b(kun|only|bara|bare) (har )?(tid|time) (til|for) (en|et|one|ett|ei)\\b|\\b(if i|hvis jeg|om jag|hvis jeg) (only|kun|bara|bare) (read|laeser|laser|leser) (one|en|et|ett)\\b`);
const TIPS = /\b(\d|to|tre|fire|fem|two|three|four|five|tva|tre|fyra|fem|top)\b (\w+ ){0,2}(vigtigste|most important|viktigaste|viktigste|bedste|best|baste|beste|top)? ?(raad|rad|tips|tip|gode raad|advice|rada|rad)\b|\b(vigtigste|most important|viktigaste|viktigste) (raad|rad|tips|tip|advice)\b/;

/** What a message asks of the blog as a whole, on folded text; null when it asks something else. */
export function blogAsked(folded: string): BlogAsked | null {
  const text = folded.replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ");
  if (ENGLISH.test(text)) return "english";
  // ("i har en masse artikler, hvilken skal jeg læse først?": the posts named before the question.)
  const firstRead = /\b(hvilk\w*|which|vilk\w*|what)\b.{0,30}\b(laese|laeser|read|lasa|lese)\b.{0,15}\b(forst|first|forsta|forste|foerst)\b/.test(text) && new RegExp(`\\b${POSTS}\\b`).test(text);
  if ((FIRST.test(text) || firstRead) && new RegExp(`\\b${POSTS}\\b|\\blaese\\w*|\\bread\\b`).test(text)) return "first";
  if (TIPS.test(text) && /\b(jeres|your|jer|you|giv|give|gi|ge|dine|dina|deres|er)\b/.test(text)) return "tips";
  return null;
}

/** A post's sentence that calls it the one thing to do, with the post. */
function oneThing(posts: Doc[]): { post: Doc; sentence: string } | null {
  for (const post of posts) {
    const sentence = post.body.replace(/\r/g, "").split(/\n+|(?<=[.!?])\s+(?=[A-ZÆØÅ])/).find((s) => /\b(hvis du kun gor en ting|if you only do one thing|kun gor en ting|hvis i kun gor en ting)\b/.test(fold(s)));
    if (sentence) return { post, sentence: sentence.replace(/[*_`#>]+/g, "").trim() };
  }
  return null;
}

/** The answer, or null when the posts hold nothing to give (the ordinary reply then stands). */
export function blogGuideAnswer(asked: BlogAsked, index: SearchIndex, lang: Lang, now = new Date()): string | null {
  const published = index.posts().filter((post) => !post.published || new Date(post.published) <= now)
    .sort((x, y) => (y.published ?? "").localeCompare(x.published ?? ""));
  const en = lang === "en";
  const link = (post: Doc) => `[${post.title}](${post.url})`;
  if (asked === "english") {
    const english = published.filter((post) => post.lang === "en");
    if (!english.length) return en ? "All our posts are in Danish; the site has none in English. A colleague can go through a post with you in English: write your name and e-mail here." : "Alle vores indlæg er på dansk; siden har ingen på engelsk.";
    return en
      ? `Yes: ${english.length === 1 ? "one of our posts is" : `${english.length} of our posts are`} in English: ${english.map(link).join(", ")}. The others are in Danish. [All posts](/blog)`
      : `Ja, ${english.length === 1 ? "ét af vores indlæg er" : `${english.length} af vores indlæg er`} på engelsk: ${english.map(link).join(", ")}. Resten er på dansk. [Alle indlæg](/blog)`;
  }
  const one = oneThing(published.filter((post) => (post.lang === "en") === en));
  // (An English reader when only a Danish post says it: that post named, not retold; the assistant does not translate.)
  const danishOne = en && !one ? oneThing(published.filter((post) => post.lang === "da")) : null;
  if (danishOne && asked === "first") {
    return `The site does not rank its posts, but one of them, in Danish, calls itself the one thing to do this year: ${link(danishOne.post)}. A colleague can go through it with you in English if you write your name and e-mail here. [All posts](/blog)`;
  }
  if (!one) return null;
  const quoted = en ? `"${one.sentence}"` : `»${one.sentence}«`;
  if (asked === "first") {
    return en
      ? `The site does not rank its posts, but one says of itself that it is the one thing to do: ${link(one.post)}: ${quoted} [All posts](/blog)`
      : `Siden rangerer ikke sine indlæg, men ét siger selv, at det er det ene, man skal gøre: ${link(one.post)}: ${quoted} [Alle indlæg](/blog)`;
  }
  // The others to read next: the newest posts in the reader's language that give steps or advice (a checklist, a
  // numbered list, a "Råd:"), not an announcement.
  const advises = (post: Doc) => /^\s*(\d+[.)]\s|[-*]\s+\[[ xX]\]\s)/m.test(post.body) || /\b(R[aå]d|Advice|Tip):/.test(post.body);
  const others = published.filter((post) => post !== one.post && (post.lang === "en") === en && advises(post)).slice(0, 3);
  return en
    ? `The site has no top list of tips. The post that calls itself the one thing to do: ${link(one.post)}: ${quoted} Each of our other posts gives its own advice, for example ${others.map(link).join(", ")}. [All posts](/blog)`
    : `Siden har ingen top-liste over råd. Det indlæg, der selv kalder sig det ene, man skal gøre: ${link(one.post)}: ${quoted} Vores andre indlæg giver hver deres råd, for eksempel ${others.map(link).join(", ")}. [Alle indlæg](/blog)`;
}
