// "Hvad gør Skjold, hvis en medarbejder klikker på et phishing-link?": what the product does in a situation, told
// layer by layer from the product pages, each layer with the plan it comes in. Only situations the pages describe;
// anything else falls through to the ordinary answer (or an honest "the site doesn't say").
import type { Lang } from "../../_shared/facts/money.ts";

interface Situation {
  /** The situation, asked about the product (folded, Danish-read text). */
  asked: RegExp;
  /** Other ways this situation is asked about, besides what the product does ("hvad skal vi gøre?"). */
  also?: RegExp;
  da: string;
  en: string;
}

/** Asks what the product does or whether it protects ("hvad gør skjold", "er vi beskyttet", "what happens"). */
const ASKS_PRODUCT = /\b(hvad (gor|foretager) (skjold|i|jeres \w+|den|systemet|programmet|agenten|produktet|losningen)|hvad sker der (med|i) (skjold|systemet)|what (does|will) (skjold|it|your \w+|the (product|system|agent|solution)) do|how (does|will) (skjold|it|your \w+) (help|protect|react)|hvordan (hjaelper|beskytter|reagerer) (skjold|i|den|det|systemet|jeres \w+)|(beskytter|protects?|daekker|covers?) (skjold|i|jeres \w+|den|it|you|your \w+)|er (vi|den|de|hun|han|pc en|computeren|maskinen) (stadig )?(beskyttet|daekket|sikret)|are (we|they|it|she|he) (still )?(protected|covered)|hvad ingar|vad ingar|hvad indgar|what s included|hvad er med i|(hvilken|hvilke|which|vilken|vilka) (\w+ )?(af jeres |of your |av era |av deres )?(plan|planer|plans|pakke\w*|packages?|paket))\b/;

const SITUATIONS: Situation[] = [
  {
    // A phishing link clicked.
    asked: /\b(klikker|klikke|klikket|klikkede|clicks?|clicked|klickar|klickat|trykker|trykket)\b.{0,40}\b(phishing ?link\w*|link\w*|lenke\w*|lank\w*)\b|\bphishing ?link\w*\b.{0,30}\b(klik\w*|click\w*|klick\w*)\b/,
    da: "Det står på siden lag for lag: Med Essentials kontrolleres links i mails mod kendte phishing-adresser, før mailen leveres, så de fleste phishing-mails aldrig når frem ([E-mailbeskyttelse](/platform/email-protection)), og et login med en stjålet adgangskode, der ikke ligner jeres medarbejderes, bliver opdaget og stoppet ([Cloud-app-beskyttelse](/platform/cloud-app-protection)). Complete lægger Secure Web Gateway oven i: kendte phishing-sider blokeres, før forbindelsen oprettes, også når en medarbejder klikker på et farligt link, der er sluppet forbi alle andre lag ([Netværkssikkerhed](/platform/network-security)). Core har endpoint-beskyttelsen på computeren, som blokerer kendt malware og stopper mistænkelig adfærd ([Endpoint-beskyttelse](/platform/endpoint)).",
    en: "The site describes it layer by layer: with Essentials, links in mail are checked against known phishing addresses before the mail is delivered, so most phishing mails never arrive ([email protection](/platform/email-protection)), and a sign-in with a stolen password that does not look like your staff's is detected and stopped ([cloud app protection](/platform/cloud-app-protection)). Complete adds the Secure Web Gateway: known phishing sites are blocked before the connection is made, also when an employee clicks a dangerous link that slipped past every other layer ([network security](/platform/network-security)). Core has the endpoint protection on the computer, which blocks known malware and stops suspicious behaviour ([endpoint protection](/platform/endpoint)).",
  },
  {
    // Public Wi-Fi: hotels, trains, cafés.
    asked: /\b(offentlig\w*|public|hotel\w*|kontorhotel\w*|delt\w*|shared|faelles|fallesskab\w*|tog|toget|train\w*|tag|taget|cafe\w*|lufthavn\w*|airport\w*|flygplats\w*|gratis)\b.{0,30}\b(wi ?fi|net|netvaerk\w*|network\w*|natverk\w*|nettverk\w*|hotspot\w*)\b|\b(wi ?fi|hotspot\w*)\b.{0,30}\b(offentlig\w*|public|hotel\w*|tog|toget|trains?|cafe\w*|lufthavn\w*|airport\w*)\b/,
    da: "Det står på siden: Beskyttelsen mod Wi-Fi-phishing er med i alle planer og advarer, hvis nogen forsøger at lokke en enhed over på et falsk hotspot. Med Complete er trafikken på offentlige netværk i lufthavne, på hoteller og caféer desuden beskyttet af en krypteret forbindelse, og Secure Web Gateway blokerer farlige hjemmesider, uanset hvor medarbejderen arbejder fra ([Netværkssikkerhed](/platform/network-security)).",
    en: "The site says: protection against Wi-Fi phishing is in every plan and warns if someone tries to lure a device onto a fake hotspot. With Complete, traffic on public networks at airports, hotels and cafés is also protected by an encrypted connection, and the Secure Web Gateway blocks dangerous websites wherever the employee works from ([network security](/platform/network-security)).",
  },
  {
    // A computer that has been off or away for a while.
    asked: /\b(slukket|slukkede|offline|ikke (vaeret )?taendt|switched off|turned off|been off|avstangd|avslatt)\b.{0,60}\b(uge\w*|maned\w*|weeks?|months?|vecka|veckor|manad\w*|uke\w*|barsel|ferie|holiday|leave|orlov|permisjon)\b|\b(uge\w*|maned\w*|weeks?|months?|barsel|ferie|holiday|leave)\b.{0,60}\b(slukket|offline|ikke taendt|switched off|turned off)\b/,
    da: "Det står på siden, at endpoint-beskyttelsen blokerer virus, trojanere og ransomware, også når computeren er offline, og at beskyttelsen opdaterer sig selv, uden at I skal gøre noget; dashboardet viser, hvis styresystemet mangler opdateringer ([Endpoint-beskyttelse](/platform/endpoint)). Hvor hurtigt den er opdateret, når computeren tændes igen, står ikke på siden; det kan en kollega svare på.",
    en: "The site says the endpoint protection blocks viruses, trojans and ransomware even when the computer is offline, and that the protection updates itself without you doing anything; the dashboard shows if the operating system is missing updates ([endpoint protection](/platform/endpoint)). How soon it is up to date once the computer is switched on again, the site does not say; a colleague can answer that.",
  },
  {
    // A new employee starting.
    asked: /\b((en |et |a |an |vores |our |var )?(ny|nye|new|nya) (medarbejder\w*|kollega\w*|kolleger|ansat\w*|employee\w*|hire\w*|colleague\w*|medarbetare|anstalld\w*)|new hire|nyansat\w*)\b.{0,40}\b(starter|begynder|starts|starting|joins|joining|kommer|borjar|begynner|pa mandag|on monday|i morgen|tomorrow|naeste (uge|maned)|next (week|month))\b|\b(starter|begynder|kommer|borjar|begynner) (der |det )?(en |et |ett )?(ny|nye|nya) (medarbejder\w*|kollega\w*|ansat\w*|medarbetare|anstalld\w*)\b/,
    also: /\b(hvad (skal|gor) vi( gore)?|hvad gor vi nu|what (do|should) we do|skal vi gore noget|do we (need|have) to|(does|will) (she|he|they) get|far (hun|han|de)|skal (hun|han|de) have|automatic\w*|automatisk\w*)\b/,
    da: "Antallet af medarbejdere skruer I selv op i kundeportalen under »Administrer abonnement«, og ændringen afregnes fra den førstkommende betalingsperiode. Agenten installeres på få minutter på den nye medarbejders computer ([Endpoint-beskyttelse](/platform/endpoint)). Har I Complete, får nye kolleger grundkurset i sikker adfærd fra deres første arbejdsdag ([Awareness-træning](/platform/awareness-training)).",
    en: "You raise the number of employees yourselves in the customer portal under \"Administrer abonnement\", and the change is billed from the next billing period. The agent installs in a few minutes on the new employee's computer ([endpoint protection](/platform/endpoint)). On Complete, new colleagues get the basic course in safe behaviour from their first working day ([awareness training](/platform/awareness-training)).",
  },
];

export function situationAnswer(text: string, lang: Lang): string | null {
  // (A price asked beside it is the price question's: "hvad koster det at være beskyttet på hotellets wifi?".)
  if (/\b(koster|kostar|pris\w*|price\w*|cost\w*)\b/.test(text)) return null;
  const aboutProduct = ASKS_PRODUCT.test(text) || /\b(skjold|jeres (losning|program|produkt)|your (solution|product)|er (losning|produkt))\b/.test(text);
  const found = SITUATIONS.find((situation) => situation.asked.test(text) && (aboutProduct || situation.also?.test(text)));
  return found ? (lang === "en" ? found.en : found.da) : null;
}
