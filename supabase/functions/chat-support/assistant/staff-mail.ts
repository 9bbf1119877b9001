// "Kan du lave det om til en kort mail til mine ansatte?": a draft for the visitor's staff, built only from one of
// our posts (the one the last reply linked, or the one the message names). Its points are the post's own: its
// checklist for staff, else its numbered steps, else its section headings, as the post words them. Nothing is
// added that the post does not say, except the greeting and the plea to ask before clicking.
import type { Lang } from "../../_shared/facts/money.ts";
import type { Doc, SearchIndex } from "./retrieval.ts";

/** Asks for a text to the staff ("lav det om til en mail til mine 6 ansatte", "write a short email to my team"). */
const TO_STAFF = /\b(lav|lave|laver|skriv|skrive|omskriv\w*|formuler\w*|make|write|turn|rewrite|draft|gor|gore|kan du lave|kan du skrive)\b.{0,50}\b(mail|e ?mail|email|besked|opslag|nyhedsbrev|tekst|message|note|memo|intranet\w*|slack|teams ?besked)\b.{0,60}\b(ansatte|medarbejdere|medarbejderne|personale\w*|kolleger\w*|kollegaer|staff|employees|team\w*|folk|alle)\b|\b(mail|e ?mail|email|besked)\b.{0,15}\b(til|to)\b.{0,10}\b(mine|vores|my|our)\b.{0,10}\b(ansatte|medarbejdere|staff|employees|team|folk|kolleger)\b.{0,40}\b(lav|skriv|kan du|could you|can you|write|make)\b/;

const clean = (line: string) => line.replace(/\*\*|__|`/g, "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\s+/g, " ").trim();

/** A post's checklist ("- [ ] Aktivér MFA for administratorkonti først"), its items as the post words them. */
export function postChecklist(body: string): string[] {
  return [...body.matchAll(/^\s*[-*]\s+\[[ xX]\]\s+(.+)$/gm)].map((m) => clean(m[1]!));
}

/** The post's numbered steps ("1. Fortæl på forhånd, at der kommer øvelser …"), else its checklist: the post in short. */
export function postSteps(body: string): string[] {
  const numbered = [...body.matchAll(/^\s*\d+[.)]\s+(.+)$/gm)].map((m) => clean(m[1]!));
  return numbered.length >= 2 ? numbered : postChecklist(body);
}

/** The post's points for staff: its checklist, else its numbered steps. */
function points(body: string): string[] {
  const checklist = postChecklist(body);
  if (checklist.length >= 3) return checklist;
  const numbered = [...body.matchAll(/^\s*\d+[.)]\s+(.+)$/gm)].map((m) => clean(m[1]!));
  // (Section headings are no points: "Et enkelt eksempel" tells staff nothing.)
  return numbered;
}

export function asksForStaffMail(text: string): boolean {
  return TO_STAFF.test(text);
}

/**
 * The draft, from the post the last reply linked (`lastPost`, its url) or the post whose title the message names;
 * null when there is no such post or it has too few points to make one.
 */
export function staffMail(text: string, lastPost: string | null, index: SearchIndex, lang: Lang): string | null {
  const posts = index.posts();
  const named = posts
    .map((post) => ({ post, share: index.cover(text, `${post.title} ${post.keywords ?? ""}`).share }))
    .filter(({ share }) => share >= 0.3)
    .sort((x, y) => y.share - x.share)[0]?.post;
  const post: Doc | undefined = (lastPost ? posts.find((p) => p.url === lastPost) : undefined) ?? named;
  // (A Danish post is not retold in English: the assistant does not translate.)
  if (!post || (lang === "en") !== (post.lang === "en")) return null;
  const list = points(post.body).slice(0, 6);
  if (list.length < 3) return null;
  const link = `[${post.title}](${post.url})`;
  // (The plea to ask before clicking only where the post is about what staff click.)
  const aboutClicks = /\bklik|\bclick/i.test(post.body);
  if (lang === "en") {
    return [
      `Here is a draft built on our post ${link}; adjust it so it sounds like you:`,
      "",
      "> Hi all,",
      ">",
      "> A short reminder, nothing dramatic. Here is what to keep an eye on:",
      ">",
      ...list.map((point) => `> - ${point}`),
      ">",
      aboutClicks ? "> If you are unsure about a mail, ask before you click: better once too often. And if you have clicked, say so at once." : "> Ask if anything is unclear.",
    ].join("\n");
  }
  return [
    `Her er et udkast bygget på vores indlæg ${link}; ret det gerne til, så det lyder som jer:`,
    "",
    "> Hej alle",
    ">",
    "> En kort påmindelse, ikke noget dramatisk. Det her holder vi øje med:",
    ">",
    ...list.map((point) => `> - ${point}`),
    ">",
    aboutClicks ? "> Er du i tvivl om en mail, så spørg, før du klikker: hellere én gang for meget. Og har du klikket, så sig det med det samme." : "> Spørg endelig, hvis noget er uklart.",
  ].join("\n");
}
