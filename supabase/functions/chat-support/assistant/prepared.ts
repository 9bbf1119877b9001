// Preparing before anything happens: "hvad skal der stå i vores beredskabsplan om en hacket mailkonto? (der er ikke
// sket noget)", "what should we do IF we get ransomware one day?", "bogholderen stopper om 2 uger, hvad skal vi
// huske den dag?". The answer is the first steps the chat gives when it does happen, told as a plan, with the
// incident line to call then, and without the urgent hand-off (nothing is happening now).
import type { Lang } from "../../_shared/facts/money.ts";
import { type SiteIdentity, telHref } from "../../_shared/facts/site-content.ts";
import { type EmergencyKind, firstSteps } from "./emergency.ts";

/** Says in so many words that nothing has happened (folded text). */
export const NOTHING_HAPPENED = /\b(planning ahead|plan ahead|for our (incident |emergency )?plan|til (vores|var|en) beredskabsplan|i forvejen|pa forhand|paa forhaand|det er ikke sket|spurgte bare|sporger bare|just asking|der er ikke sket noget|der er intet sket|intet er sket|nothing (has )?happened( yet)?|nothing s happened|inget har hant|ingenting har (skjedd|hant)|det har ikke skjedd noe)\b/;

/** Says that nothing has happened, or asks ahead of time (folded, Danish-read text). */
const AHEAD = /\b(der er ikke sket noget|der er intet sket|intet er sket|ikke sket noget|nothing (has )?happened|nothing s happened|inget har hant|ingenting har (skjedd|hant)|det har ikke skjedd noe|hvis (det|vi|en|nogen|I) (\w+ ){0,3}(sker|bliver|far|rammes|hackes|mister)|if (it|we|someone|an employee) (\w+ ){0,3}(happens|get|gets|is|are|lose|loses)|om (vi|det) (\w+ ){0,2}(drabbas|far|hander)|beredskabsplan\w*|incident (response )?plan\w*|beredskapsplan\w*|kriseplan\w*|en dag|one day|some day|forberede\w*|prepare\w*|be ready|vaere klar|inden noget sker|before anything happens)\b/;

/** A planned departure: "stopper om 2 uger", "the day she leaves". */
const LEAVING = /\b(stopper|slutter|fratraeder|gar|leaves|leaving|quits|resigns|sager upp|sier opp|slutar|slutter)\b.{0,40}\b(om \d+|om (en|et|to|tre|fire|fem|14) (uge|uger|dage|dag|maned|maneder)|in (a|one|two|\d+) (week|weeks|days|month)|naeste|next|den dag|the day|pa fredag|on friday|snart|soon|til (sommer|maj|juni|januar))\b|\b(den dag|the day) (hun|han|de|she|he|they|personen|medarbejderen) (gar|stopper|leaves|slutter|gaar)\b/;

/** The kind of incident a question ahead of time is about, or null. */
export function preparedKind(text: string): EmergencyKind | null {
  if (LEAVING.test(text)) return "insider";
  if (!AHEAD.test(text)) return null;
  // (What to do or put in a plan; "skal vi så betale løsesummen?" asks one thing the site does not answer.)
  if (!/\b(hvad (skal|gor|bor) (vi|der|man|jeg)|what (should|do|must) (we|i|be)|hvad gor vi|how do we|how should we|hvordan|vad (ska|gor|bor) (vi|man)|hva (skal|gjor|bor) (vi|man)|plan\w*|huske|remember|forbered\w*|prepare\w*|stand i|sta i|sta der|be in)\b/.test(text)) return null;
  if (/\b(ransomware|krypter\w*|losesum\w*|encrypted files)\b/.test(text)) return "ransomware";
  // (A password typed on a fake page is a taken-over account once it is used.)
  if (/\b(taste\w*|tastet|typed|types|type|skrive\w*|skrev|indtast\w*|enter\w*)\b.{0,40}\b(kode\w*|adgangskode\w*|password\w*|kodeord\w*|losenord\w*|passord\w*)\b/.test(text)) return "account";
  if (/\b(mailkonto\w*|mailbox\w*|postkasse\w*|e ?mail ?konto\w*|hacket mail\w*|hacked mail\w*|mail account\w*|konto\w* (bliver |blir )?(hacket|overtaget)|account\w* (is |gets )?(hacked|taken over))\b/.test(text)) return "account";
  if (/\b(mister|miste|lose|loses|lost|stjal\w*|stolen|tabt)\b.{0,30}\b(pc\w*|computer\w*|laptop\w*|baerbar\w*|telefon\w*|mobil\w*|phone\w*)\b/.test(text)) return "device";
  if (/\b(falsk\w* faktura\w*|fake invoice\w*|betaler (til )?(en )?svindler\w*|pay\w* (a )?fraudster\w*|ceo ?svindel|direktorsvindel)\b/.test(text)) return "payment";
  return null;
}

export function preparedAnswer(kind: EmergencyKind, leaving: boolean, identity: SiteIdentity, lang: Lang): string {
  const phone = `[${identity.incidentPhone}](${telHref(identity.incidentPhone)})`;
  const steps = firstSteps(kind, lang).map((step) => `- ${step}`).join("\n");
  if (lang === "en") {
    const lead = leaving
      ? "The day someone leaves, these are the steps we give for a former employee's access:"
      : "These are the first steps we give when it happens, for your plan:";
    const then = leaving ? "If the access is used after the last day, call our incident line on" : "If it does happen, call our incident line on";
    return `${lead}\n${steps}\n${then} ${phone}: critical security incidents are handled around the clock, every day.`;
  }
  const lead = leaving
    ? "Den dag en medarbejder stopper, er det de trin, vi giver for en tidligere medarbejders adgang:"
    : "Det her er de første trin, vi giver, når det sker, til jeres plan:";
  const then = leaving ? "Bliver adgangen brugt efter sidste arbejdsdag, så ring til vores beredskab på" : "Sker det, så ring til vores beredskab på";
  return `${lead}\n${steps}\n${then} ${phone}: kritiske sikkerhedshændelser behandler vi døgnet rundt alle ugens dage.`;
}

export function isLeaving(text: string): boolean {
  return LEAVING.test(text);
}
