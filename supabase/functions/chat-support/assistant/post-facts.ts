// What the blog says about its own posts: who wrote one ("hvem har skrevet den?", "who wrote the MFA post?") and
// which is the newest. Answered from the posts' bylines and publication times (chat_published_posts), the post
// named in the message or, for "den"/"it", the post the reply before linked to.
import { formatDate, type Lang } from "../../_shared/facts/money.ts";
import { copenhagenToday } from "./dates.ts";
import type { Doc, SearchIndex } from "./retrieval.ts";
import { asDanish } from "./scandinavian.ts";
import { fold } from "./text.ts";

const AUTHOR_ASKED = /\b(hvem|who|vem)\b.{0,20}\b(har |have |has |hat )?(skrevet|skrev|wrote|written|skrivit|skrevs|forfattet|author\w*|forfatter\w*)\b|\b(forfatter\w*|author|skribent\w*|writer)\b.{0,20}\b(til|of|pa|on|bag|behind|av|af)\b.{0,12}\b(indlaeg\w*|artikel\w*|artikkel\w*|post\w*|inlagg\w*|innlegg\w*|den|det|it|that|this)\b/;
const NEWEST_ASKED = /\b(nyeste|seneste|sidste|newest|latest|most recent|senaste|nyaste|siste|sidst)\b.{0,25}\b(indlaeg\w*|blogindlaeg\w*|artikel\w*|artikler|posts?|blog\w*|artikkel\w*|artiklar|inlagg\w*|innlegg\w*)\b|\b(hvad|what|vad|hva) (har i|have you|har ni|har dere) (senest|sidst|lately|recently|nylig\w*) (skrevet|written|skrivit|publiceret|posted|published)\b/;
/** Words of an author or newest question that name no subject: what is left names the post. */
const ASKING_WORDS = /\b(hvem|who|vem|har|have|has|hat|skrevet|skrev|wrote|written|skrivit|forfatter\w*|author\w*|indlaeg\w*|blogindlaeg\w*|artikel\w*|artikkel\w*|post\w*|inlagg\w*|innlegg\w*|the|den|det|dette|denne|it|that|this|om|about|on|pa|jeres|your|dere|deres|er|is|was|var|blog\w*|af|by|av|i|you|og|and)\b/g;

const L = (lang: Lang, da: string, en: string) => (lang === "en" ? en : da);
const dateOf = (iso: string) => copenhagenToday(new Date(iso));

/** Whether a message asks who wrote a post or which is the newest (cheap: no index needed). */
export function asksAboutPosts(message: string): boolean {
  const text = fold(message).replace(/[^a-z0-9 ]+/g, " ");
  return AUTHOR_ASKED.test(text) || NEWEST_ASKED.test(text);
}

/**
 * The answer to a question about the blog's own posts; "not-stated" when it asks who wrote something that is no
 * post ("hvem har skrevet jeres vilkår?"), which the site does not say; null when the message asks something else.
 */
export function postFactsAnswer(message: string, lastPostUrl: string | null, index: SearchIndex, lang: Lang, now = new Date()): string | "not-stated" | null {
  const text = fold(message).replace(/[^a-z0-9 ]+/g, " ");
  const published = index.posts().filter((post) => post.published && new Date(post.published) <= now);
  if (NEWEST_ASKED.test(text) && !AUTHOR_ASKED.test(text)) {
    const newest = [...published].sort((a, b) => Date.parse(b.published!) - Date.parse(a.published!))[0];
    if (!newest) return null;
    const by = newest.author ? L(lang, ` af ${newest.author}`, ` by ${newest.author}`) : "";
    const date = formatDate(dateOf(newest.published!), lang);
    return L(lang,
      `Det nyeste indlæg på bloggen er [${newest.title}](${newest.url}), udgivet ${date}${by}. Alle indlæg står på [bloggen](/blog).`,
      `The newest post on the blog is [${newest.title}](${newest.url}), published ${date}${by}. Every post is on [the blog](/blog).`);
  }
  if (!AUTHOR_ASKED.test(text)) return null;
  const subject = text.replace(ASKING_WORDS, " ").replace(/\s+/g, " ").trim();
  const named = subject ? index.search(asDanish(subject), null, 5, lang).find((hit) => hit.doc.kind === "post")?.doc : undefined;
  const post: Doc | undefined = named ?? published.find((candidate) => candidate.url === lastPostUrl);
  if (!post) return subject ? "not-stated" : null;
  const date = post.published ? formatDate(dateOf(post.published), lang) : null;
  if (!post.author) {
    return L(lang,
      `Der står ingen forfatter på indlægget [${post.title}](${post.url})${date ? `, som er udgivet ${date}` : ""}.`,
      `The post [${post.title}](${post.url}) names no author${date ? `; it was published ${date}` : ""}.`);
  }
  return L(lang,
    `Indlægget [${post.title}](${post.url}) er skrevet af ${post.author}${date ? ` og udgivet ${date}` : ""}.`,
    `The post [${post.title}](${post.url}) was written by ${post.author}${date ? ` and published ${date}` : ""}.`);
}
