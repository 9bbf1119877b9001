// "Is this really from you?": a mail, an SMS, an invoice or a call that claims to come from the reseller or the
// product. The assistant cannot see the message, and says so; what it can give is what the site says about how
// the real thing works (card payments through Stripe, drawn automatically; an agent that updates itself), so the
// visitor can judge the claim, and the one safe way to check: to write to the address on this site themselves.
// A request to change another company's subscription is answered here too: only that company can.
import type { Lang } from "../../_shared/facts/money.ts";
import { type SiteIdentity, telHref } from "../../_shared/facts/site-content.ts";

/** The message names us as its sender ("fra nordvagt", "from Skjold", "en mand … fra jeres support"). */
const NAMES_US = /\b(nordvagt\w*|skjold\w*|fra jer|fra dere|fran er|from you|jeres (support|kundeservice|firma|afdeling)|your (support|company|team)|deres (support|kundeservice))\b/;
/** What claims it: a message, an invoice or a call. */
const A_MESSAGE = /\b(mail\w*|e ?mail\w*|mejl\w*|e ?post\w*|sms\w*|besked\w*|message|text|faktura\w*|invoice\w*|regning\w*|rykker\w*|paminde\w*|paminnelse\w*|reminder|opkald|call\w*|ringede|ringet|ringer|ringde|ringte|phoned|brev\w*|letter|link\w*|lenke\w*|lank\w*)\b/;
/** And asks whether it is real, or what to do with it. */
const ASKS_REAL = /\b(er det (jer|dere|rigtigt|aegte|ekte|normalt|sandt)|var det (jer|dere)|er det fra (jer|dere)|ar det (ni|er|pa riktigt|akta|sant)|var det ni|is (this|it|that) (really )?(from )?(you|real|genuine|legit\w*|normal)|was (this|it|that) (really )?you|is this real|er den (aegte|ekte|rigtig)|skal (vi|jeg) (installere|betale|overfore|bekraefte|klikke|trykke|ringe|gore det|gjore det)|should (we|i) do (it|that|this)|ska (vi|jag) gora det|should (we|i) (install|pay|transfer|confirm|click)|ska (vi|jag) (installera|betala)|kan (jeg|vi|man) stole pa|can (i|we) trust|hvordan (kan jeg|kan vi|tjekker|ser|ved) .{0,20}(om det|if it|whether)|how (can|do) (i|we) (check|tell|know|verify)|er det normalt at (i|dere)|is it normal (that|for) you)\b/;
/** Asked after the claim was told: "hvordan kan jeg så tjekke, om det var jer?". */
const ASKS_IF_US = /\b(var det (jer|dere)|om det var (jer|dere)|er det (jer|dere)|om det er (jer|dere)|was (it|that) (really )?you|if it was you|whether it was you|is it (really )?you|var det ni|om det var ni)\b/;

const ABOUT_PAYING = /\b(betal\w*|payment\w*|pay|kontonummer\w*|kontonr|account number|bank ?details|overfor\w*|transfer\w*|faktura\w*|invoice\w*|rykker\w*|regning\w*|kort\w*|card\w*|forny\w*|renew\w*|udlob\w*|expir\w*|abonnement\w*|subscription\w*|lukker for|suspend\w*)\b/;
const ABOUT_UPDATING = /\b(opdater\w*|update\w*|install\w*|fjernadgang\w*|fjernstyr\w*|remote|teamviewer|anydesk|adgang til (min|din|jeres|vores) (pc|computer|maskine)|access to (my|our|your) (pc|computer))\b/;

/** Someone asks us to change the details of another company's subscription ("Bager Hansens abonnement", "my brother-in-law's"). */
const OTHERS_SUBSCRIPTION = /\b(aendre\w*|aendret|skift\w*|change\w*|update\w*|opdater\w*|flytte\w*|move)\b.{0,60}\b(mail\w*|e ?mail\w*|kontakt\w*|kort\w*|card|adresse\w*|address|telefon\w*|phone|kontonummer\w*|ejer\w*|owner)\b.{0,60}\b(pa|on|for|til|to)\b.{0,10}\b([a-z]+s|min (svogers|brors|fars|mors|vens|kones|mands|naboens)|my (brother in law s|brother s|father s|friend s|neighbour s)|en anden|another|et andet|andres|someone else s|other)\b.{0,20}\b(abonnement\w*|subscription\w*|konto\w*|account\w*|aftale\w*)\b/;

export function othersSubscription(text: string): boolean {
  return OTHERS_SUBSCRIPTION.test(text) && !/\b(vores|our|mit|min|mine|vart|vart)\s+(abonnement|subscription|konto|account)\b/.test(text);
}

/** The message (folded, as analyse reads it) claims to come from us and asks whether to trust it. */
export function claimedFromUs(text: string, previous: string | null): string | null {
  if (NAMES_US.test(text) && A_MESSAGE.test(text) && ASKS_REAL.test(text)) return text;
  if (previous && ASKS_IF_US.test(text) && NAMES_US.test(previous) && A_MESSAGE.test(previous)) return `${previous} ${text}`;
  return null;
}

export function claimedFromUsAnswer(claim: string, identity: SiteIdentity, lang: Lang): string {
  const en = lang === "en";
  const phone = `[${identity.incidentPhone}](${telHref(identity.incidentPhone)})`;
  const facts: string[] = [];
  if (ABOUT_PAYING.test(claim)) {
    facts.push(en
      ? "Skjold is paid by card through Stripe: the amount is drawn automatically before each month until the subscription ends, and you change the card yourselves in the customer portal on this site, under \"Administrer abonnement\". The site mentions no payment by transfer to an account number, and no card details confirmed through a link in a message."
      : "Skjold betales med kort via Stripe: beløbet trækkes automatisk forud for hver måned, indtil abonnementet ophører, og kortet skifter I selv i kundeportalen her på siden under »Administrer abonnement«. Siden nævner ingen betaling ved overførsel til et kontonummer og ingen bekræftelse af kortet via et link i en besked.");
  }
  if (ABOUT_UPDATING.test(claim)) {
    facts.push(en
      ? "The Skjold agent updates itself without you doing anything ([endpoint protection](/platform/endpoint)), so no update has to be installed from a link, and the site says nothing of us calling to ask for remote access."
      : "Skjold-agenten opdaterer sig selv, uden at I skal gøre noget ([Endpoint-beskyttelse](/platform/endpoint)), så der skal ikke installeres en opdatering fra et link, og siden nævner intet om, at vi ringer og beder om fjernadgang.");
  }
  // (What the message itself asks for can already say what it is.)
  if (/\b(password\w*|adgangskode\w*|kodeord\w*|passord\w*|losenord\w*|pinkode\w*|mitid|bankid|login oplysning\w*|login details)\b/.test(claim)) {
    facts.push(en ? "A message that asks you to give a password or a code is a known sign of phishing." : "En besked, der beder jer oplyse en adgangskode eller en kode, er et kendt tegn på phishing.");
  }
  const ours = identity.incidentPhone.replace(/\D/g, "").slice(-8);
  const numbers = [...claim.matchAll(/(?:\+|\b)\d[\d ]{6,}\d\b/g)].map((m) => m[0].replace(/\D/g, "")).filter((n) => n.length >= 8);
  if (numbers.some((n) => !n.endsWith(ours))) {
    facts.push(en ? `The phone number in it is not ours: the number on this site is ${identity.incidentPhone}.` : `Telefonnummeret i den er ikke vores: nummeret her på siden er ${identity.incidentPhone}.`);
  }
  const opening = en
    ? "I can't tell from here whether the message came from us."
    : "Jeg kan ikke afgøre herfra, om beskeden kommer fra os.";
  const check = en
    ? `Don't click links in it, don't reply to it, and give no codes, card details or access. To be sure, write to us yourselves at ${identity.supportEmail} (not by replying to the message). If someone has already clicked, paid or given access, call our incident line on ${phone}.`
    : `Klik ikke på links i den, svar ikke på den, og giv ingen koder, kortoplysninger eller adgang. Vil I være sikre, så skriv selv til os på ${identity.supportEmail} (ikke ved at svare på beskeden). Har nogen allerede klikket, betalt eller givet adgang, så ring til vores beredskab på ${phone}.`;
  return [opening, ...facts, check].join(" ");
}

export function othersSubscriptionAnswer(identity: SiteIdentity, lang: Lang): string {
  return lang === "en"
    ? `I can't change that in the chat, and not for another company's subscription: the company itself changes its details when signed in to the customer portal on this site, under "Administrer abonnement", or writes to us itself at ${identity.supportEmail}.`
    : `Det kan jeg ikke ændre i chatten, og slet ikke på et andet firmas abonnement: firmaet ændrer selv sine oplysninger, når det er logget ind i kundeportalen her på siden under »Administrer abonnement«, eller skriver selv til os på ${identity.supportEmail}.`;
}
