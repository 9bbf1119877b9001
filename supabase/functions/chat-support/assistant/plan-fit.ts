// "Er den billigste nok?", "er Complete ikke overkill for et bageri?", "is it worth it for just the 2 of us?": a
// judgement the site cannot make for the visitor. What it can give: what the plan holds and lacks, which plan has
// what the visitor told they need (mail, an iPad, training), and the prices for their headcount; the choice itself
// is a colleague's to help with.
import type { Lang } from "../../_shared/facts/money.ts";
import { formatOre } from "../../_shared/facts/money.ts";
import { EMPLOYEES_MAX, EMPLOYEES_MIN, getPlan, PLANS, type PlanId } from "../../_shared/facts/content.ts";
import { findFeatures } from "./features.ts";
import { listJoin } from "./text.ts";

/** Asks whether a plan, or the product, is enough, too much or worth it (folded, Danish-read text). */
const FIT_ASKED = /\b(er|is|ar|blir|bliver|ville|would|vil) (den|det|dette|denne|core|essentials|complete|the \w+|it|that|this|skjold)( \w+){0,3} (nok|enough|tilstraekkelig\w*|sufficient|overkill|for meget|too much|for mycket|for mye|det vaerd|worth it|vaerd det|vard det|verdt det)\b|\b(overkill|worth it|det vaerd|vaerd pengene|worth the money|verdt det|vart det|vard pengarna|verdt pengene)\b|\b(holder|raekker|slar til|slaar til|duer|racker|rekker|good enough)\b/;

/** Needs told in everyday words that the feature patterns do not read ("vi bruger outlook til alt"). */
const NEEDS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Email Security", /\b(outlook|mails?|e ?mails?|mejl\w*|indbakke\w*|inbox|maerkelige mails|underlige mails|phishing ?mails?)\b/],
  ["Mobile Device Management", /\b(ipad\w*|tablet\w*|tablets|mobil\w*|telefon\w*|phones?|iphone\w*|android)\b/],
  ["Security Awareness Training", /\b(kursus|kurser|kurset|traening\w*|training|uddannelse|awareness)\b/],
  ["Cloud App Security", /\b(microsoft 365|m365|office 365|google workspace|cloud\w*|sky\w*)\b/],
];

/** Another product named beside the question ("min makker siger windows defender er nok"). */
const OTHER_PRODUCT = /\b(defender|norton|eset|bitdefender|mcafee|avast|avg|kaspersky|sophos|crowdstrike|sentinelone|trend micro|f secure|gratis antivirus|free antivirus|gratis program\w*)\b/;

/** What a question of practice is about ("er vores NAS nok som backup?", "er sms-koder nok?"): a post's to answer. */
const PRACTICE_SUBJECT = /\b(backup\w*|nas\w*|mfa|sms\w*|kode\w*|code\w*|foredrag\w*|opdatering\w*|update\w*|vpn|passkey\w*|password\w*|adgangskode\w*|kodeord\w*|wifi|wi fi|firewall\w*|router\w*|antivirus\w* alene|password manager\w*|cloud backup|onedrive|dropbox)\b/;

/** `planRead`: the message names a plan, or one by its rank ("den billigste"). */
export function planFitAsked(text: string, planRead: boolean): boolean {
  if (!FIT_ASKED.test(text) || PRACTICE_SUBJECT.test(text)) return false;
  // "er den billigste nok?", "is Essentials enough?": a plan asked about; "is it worth it for just 2 of us?": the product.
  return planRead || /\b(overkill|worth it|det vaerd|vaerd pengene|worth the money|verdt det|vart det|vard pengarna|verdt pengene)\b/.test(text);
}

/** Every feature a plan holds, those of the plans it includes first. */
function featuresOf(id: PlanId): string[] {
  const plan = getPlan(id);
  return [...(plan.includes ? featuresOf(plan.includes) : []), ...plan.features];
}


/**
 * The answer, for `plan` (null: the product as a whole), a headcount if told, and what the visitor wrote in the
 * conversation (folded, Danish-read), from which their needs are read.
 */
export function planFitAnswer(plan: PlanId | null, employees: number | null, told: string, lang: Lang, supportEmail: string): string {
  const en = lang === "en";
  const kr = (amount: number) => formatOre(amount * 100, lang);
  const parts: string[] = [];
  if (plan) {
    const chosen = getPlan(plan);
    // (The top plan is told by what it adds: its whole list is every feature there is.)
    if (chosen.includes === null || PLANS.some((other) => other.pricePerEmployee > chosen.pricePerEmployee)) {
      parts.push(en ? `${chosen.name} holds ${listJoin(featuresOf(plan), lang)}.` : `${chosen.name} indeholder ${listJoin(featuresOf(plan), lang)}.`);
    }
    const above = PLANS.filter((other) => other.pricePerEmployee > chosen.pricePerEmployee);
    if (above.length) {
      const lacks = above.map((other) => en ? `${listJoin(other.features, lang)} (from ${other.name}, ${kr(other.pricePerEmployee)} per employee per month)` : `${listJoin(other.features, lang)} (fra ${other.name}, ${kr(other.pricePerEmployee)} pr. medarbejder pr. måned)`);
      parts.push(en ? `It does not have ${lacks.join("; nor ")}.` : `Den har ikke ${lacks.join("; heller ikke ")}.`);
    } else {
      const below = getPlan(chosen.includes ?? plan);
      parts.push(en
        ? `What it adds to ${below.name} (${kr(below.pricePerEmployee)} per employee per month) is ${listJoin(chosen.features, lang)}; if you need none of those, ${below.name} holds the rest.`
        : `Det, den lægger oven i ${below.name} (${kr(below.pricePerEmployee)} pr. medarbejder pr. måned), er ${listJoin(chosen.features, lang)}; har I ikke brug for dem, har ${below.name} resten.`);
    }
  } else {
    parts.push(en
      ? `Core holds ${listJoin(featuresOf("core"), lang)}; Essentials adds ${listJoin(getPlan("essentials").features, lang)}; Complete adds ${listJoin(getPlan("complete").features, lang)}.`
      : `Core indeholder ${listJoin(featuresOf("core"), lang)}; Essentials lægger ${listJoin(getPlan("essentials").features, lang)} til; Complete lægger ${listJoin(getPlan("complete").features, lang)} til.`);
  }
  // What they told they need, and the plan that has it.
  const needs = [...new Set([...findFeatures(told), ...NEEDS.filter(([, pattern]) => pattern.test(told)).map(([feature]) => feature)])];
  const needed = needs.map((feature) => ({ feature, from: PLANS.find((p) => p.features.includes(feature)) })).filter((need) => need.from !== undefined);
  if (needed.length) {
    const said = needed.slice(0, 3).map(({ feature, from }) => en ? `${feature} is included from ${from!.name}` : `${feature} er med fra ${from!.name}`);
    parts.push(en ? `From what you wrote: ${listJoin(said, lang)}.` : `Ud fra det, du skriver: ${listJoin(said, lang)}.`);
  }
  if (employees !== null && employees >= EMPLOYEES_MIN && employees <= EMPLOYEES_MAX) {
    const prices = PLANS.map((p) => `${p.name} ${kr(p.pricePerEmployee * employees)}`);
    // (The amounts end in "kr.", which ends the sentence too.)
    const end = /\.$/.test(prices.at(-1)!) ? "" : ".";
    parts.push(en ? `For ${employees} employees a month excluding VAT: ${listJoin(prices, lang)}${end}` : `For ${employees} medarbejdere om måneden ekskl. moms: ${listJoin(prices, lang)}${end}`);
  }
  if (OTHER_PRODUCT.test(told)) {
    parts.push(en ? "The site does not compare Skjold with other products, such as a free antivirus." : "Siden sammenligner ikke Skjold med andre produkter, fx et gratis antivirus.");
  }
  parts.push(en
    ? `Which plan fits you, and whether it is worth it, the site cannot judge; a colleague will gladly help you choose if you write your name and e-mail here, or write to ${supportEmail}. [Compare the plans](/#pricing)`
    : `Hvilken plan der passer til jer, og om det er det værd, kan siden ikke afgøre; en kollega hjælper gerne med at vælge, hvis du skriver dit navn og din e-mail her eller skriver til ${supportEmail}. [Se planerne side om side](/#pricing)`);
  return parts.join(" ");
}
