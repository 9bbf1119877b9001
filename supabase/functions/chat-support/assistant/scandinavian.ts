// Swedish and Norwegian read as Danish. The site is Danish and so are the assistant's patterns and its search;
// a Swedish or Norwegian visitor's words are mostly Danish ones spelt another way ("uppsägning", "lagrer",
// "sier opp"). Each word or phrase here is one that is not Danish, or means the same in Danish, so a Danish
// message is left as it is. Keys and values are folded (text.ts: lower case, æøå as ae/o/a, accents off).
// This is data: add a word when a visitor's question was not understood because of it.
import { germanAsDanish, isGerman } from "./german.ts";

/** Phrases first (a particle verb is one Danish word): folded Swedish/Norwegian → folded Danish. */
const PHRASES: Array<[RegExp, string]> = [
  [/\bsagt (upp|opp)\b/g, "opsagt"],
  // "e-post", "e-posten" (Norwegian, Swedish "e-post"): a mail; "post" alone is a word the search drops.
  [/\be[ -]post(en|er|ene|erna|ar|arna)?\b/g, "mail"],
  // "hvordan kjenner man det igjen?", "hur känner man igen det?": recognise.
  [/\b(kjenner|kanner) (man |du |vi |jeg |jag |en )?(det |den |dem |de |phishing ?\w* )?(igjen|igen)\b/g, "genkender $2$3"],
  [/\b(kjenne|kanna) (det |den |dem |de )?(igjen|igen)\b/g, "genkende $2"],
  [/\b(saga|sager|sa|si|sier|sie) (?:(vi|ni|dere|jeg|jag|du|man|de) )?(upp|opp)\b/g, "opsiger $2"],
  [/\b(ta|tar|tas) bort\b/g, "slette"],
  [/\bhur (lange|lang tid)\b/g, "hvor laenge"],
  [/\bhur (lang|langt|stor|snabbt|ofta)\b/g, "hvor $1"],
  [/\bhvor lenge\b/g, "hvor laenge"],
  [/\b(samler|samle|samlet) (?:(dere|vi|ni|du|de) )?inn\b/g, "indsamler $2"],
  [/\b(vem|vad|hur|var) (ar|er) ni\b/g, "$1 er i"],
  [/\b(har|kan|vill|ska|maste|tar|gor|erbjuder|saljer) ni\b/g, "$1 i"],
  [/\b(pa plats|pa stedet|pa plass)\b/g, "pa stedet"],
  [/\bkomma ut\b/g, "komme ud"],
  [/\b(utgangen|slutten|slutet|utgang) (av|pa)\b/g, "udgangen af"],
  [/\b(fa|far) ut\b/g, "fa udleveret"],
  [/\bkomme ut\b/g, "komme ud"],
  [/\bhur mycket\b/g, "hvor meget"],
  [/\bhvor mye\b/g, "hvor meget"],
  [/\bhur manga\b/g, "hvor mange"],
  [/\bdygnet runt\b/g, "dognet rundt"],
  [/\bi aret\b/g, "om aret"],
  // "e-post" folds to two words, and "post" alone is a blog post.
  [/\be post(en|er|erna|ene)?\b/g, "mail"],
  [/\bmed en gang\b/g, "med det samme"],
];

/** Single words: folded Swedish/Norwegian → folded Danish. */
const WORDS: Record<string, string> = {
  // Question words and function words.
  vad: "hvad", hva: "hvad", hur: "hvordan", varfor: "hvorfor", vilken: "hvilken", vilket: "hvilket", vilka: "hvilke",
  helga: "weekenden", helgene: "weekenderne", finner: "finder", hittar: "finder", opplaering: "traening", opplaeringen: "traeningen", gasterna: "gaesterne", gastene: "gaesterne", kassan: "kassen", samma: "samme",
  vem: "hvem", till: "til", forlat: "undskyld", dpa: "databehandleraftale", dpaen: "databehandleraftalen", skramma: "skraemme", skrammer: "skraemmer", utbilda: "traene", tar: "tager", hade: "havde", hadde: "havde", och: "og", inte: "ikke", ikkje: "ikke", jag: "jeg", dere: "i", deras: "jeres", oss: "os", vara: "vores", mycket: "meget", mye: "meget", ocksa: "ogsa", ogsa: "ogsa", utan: "uden", uten: "uden", etter: "efter",
  eftersom: "fordi", liten: "lille", litet: "lille", lite: "lidt", alltid: "altid", allt: "alt", mitt: "midt", enklest: "nemmest", sann: "sadan", farlig: "farligt", ofta: "ofte", ska: "skal", datorerna: "computerne", certifierade: "certificerede", certifierad: "certificeret", certifiering: "certificering", riktigt: "rigtigt", greit: "ok", bruker: "bruger", mobilerna: "mobilerne", mobilene: "mobilerne", mata: "male", mater: "maler", ovningarna: "ovelserne", ovningar: "ovelser", ovning: "ovelse", fungerar: "virker", funkar: "virker", fungerer: "virker", hos: "hos", egentligen: "egentlig", egentlige: "egentlig", bara: "bare", svara: "svare", inga: "ingen", inget: "intet", ingenting: "intet", lankar: "links", lenker: "links", dumma: "dumme", dumme: "dumme", nagon: "nogen", nagot: "noget", nagra: "nogle", noen: "nogen", noe: "noget", finns: "findes", finnes: "findes",
  ungefar: "omtrent", ungefaer: "omtrent",
  forskudd: "forud", forskuddsvis: "forud", forskott: "forud", etterskudd: "bagud", efterskott: "bagud", trekkes: "traekkes", dras: "traekkes", forskjellig: "forskellig", pakkene: "pakkerne", pakkane: "pakkerne", paketen: "pakkerne", pengane: "pengene",
  oppsett: "opsaetning", oppsettet: "opsaetningen", installasjonen: "installationen",
  maste: "skal", behover: "behover", trenger: "behover", trengs: "behoves", gjor: "gor", gjore: "gore", gor: "gor", skjer: "sker", hander: "sker",
  fortsatta: "fortsaette", fortsette: "fortsaette", ingar: "indgar", inngar: "indgar", galler: "gaelder", gjelder: "gaelder",
  // Money and subscription.
  kostar: "koster", kostnad: "pris", kostnaden: "prisen", kostnader: "priser", manad: "maned", manaden: "maneden", manader: "maneder",
  maneder: "maneder", manedlig: "manedlig", manadsvis: "manedlig", arlig: "arlig", arligen: "arligt", mva: "moms", merverdiavgift: "moms",
  momsen: "momsen", inklusive: "inklusive", exklusive: "eksklusive", exkl: "ekskl", skillnad: "forskel", skillnaden: "forskellen",
  forskjell: "forskel", forskjellen: "forskellen", billigast: "billigst", billigaste: "billigste", dyrast: "dyrest", dyraste: "dyreste",
  betalning: "betaling", betalningen: "betalingen", betala: "betale", betalar: "betaler", rabatt: "rabat", rabatten: "rabatten",
  provperiod: "proveperiode", provperioden: "proveperioden", proveperiode: "proveperiode", prova: "prove", provetid: "proveperiode",
  uppsagning: "opsigelse", uppsagningen: "opsigelsen", uppsagningstid: "opsigelsesvarsel", uppsagningstiden: "opsigelsesvarslet", oppsigelsestiden: "opsigelsesvarslet", oppsigelse: "opsigelse",
  oppsigelsen: "opsigelsen", oppsigelsestid: "opsigelsesvarsel", avsluta: "opsige", avslutte: "opsige", bindningstid: "bindingsperiode",
  bindingstid: "bindingsperiode", avtal: "aftale", avtalet: "aftalen", avtale: "aftale", avtalen: "aftalen", villkor: "vilkar",
  villkoren: "vilkarene", vilkar: "vilkar", vilkarene: "vilkarene", aterbetalning: "refusion", refusjon: "refusion", tillbaka: "tilbage",
  tilbake: "tilbage", pengarna: "pengene", pengene: "pengene", kvitto: "kvittering",
  // People and company.
  anstallda: "ansatte", anstalld: "ansat", ansetter: "ansaetter", behovs: "behoves", behovas: "behoves", ansette: "ansaette", anstaller: "ansaetter", anstalla: "ansaette", medarbetare: "medarbejdere", medarbeidere: "medarbejdere", foretag: "virksomhed", butiker: "butikker", butikerna: "butikkerne", butikken: "butikken",
  foretaget: "virksomheden", bedrift: "virksomhed", bedriften: "virksomheden", selskapet: "selskabet", kunder: "kunder",
  // Data and privacy.
  uppgifter: "oplysninger", uppgifterna: "oplysningerne", personuppgifter: "personoplysninger", personopplysninger: "personoplysninger",
  opplysninger: "oplysninger", opplysningene: "oplysningerne", lagras: "gemmes", lagrar: "gemmer", lagra: "gemme", lagrer: "gemmer",
  lagres: "gemmes", lagre: "gemme", sparas: "gemmes", sparar: "gemmer", overfors: "overfores", fors: "overfores", overfora: "overfore", overfores: "overfores",
  overfore: "overfore", radera: "slette", raderas: "slettes", raderar: "sletter", slette: "slette", slettes: "slettes", integritetspolicy: "privatlivspolitik",
  personvern: "privatliv", personvernerklaering: "privatlivspolitik", dataintrang: "databrud", personuppgiftsbitradesavtal: "databehandleraftale",
  databehandleravtale: "databehandleraftale", bitradesavtal: "databehandleraftale",
  // Devices, security and setup.
  dator: "computer", datorer: "computere", datamaskin: "computer", datamaskiner: "computere", losenord: "adgangskode", losenordet: "adgangskoden",
  passord: "adgangskode", passordet: "adgangskoden", sakerhetskopia: "backup", sakerhetskopiering: "backup", sikkerhetskopi: "backup",
  sakerhet: "sikkerhed", sikkerhet: "sikkerhed", skydd: "beskyttelse", skyddar: "beskytter", beskyttelse: "beskyttelse",
  uppdatering: "opdatering", uppdateringar: "opdateringer", oppdatering: "opdatering", oppdateringer: "opdateringer", uppdatera: "opdatere",
  oppdatere: "opdatere", natfiske: "phishing", bedrageri: "svindel", bedrageriet: "svindlen", lank: "link", gast: "gaest", gastnat: "gaestenet", gastnatet: "gaestenettet", gjestenett: "gaestenet", gjest: "gaest", lanken: "linket", lenke: "link",
  lenken: "linket", klickade: "klikkede", klickat: "klikket", klikket: "klikket", stulen: "stjalet", stjalen: "stjalet", stjalet: "stjalet",
  tappat: "mistet", tappade: "mistede", forlorat: "mistet", installera: "installere", installerar: "installerer", installering: "installation",
  installasjon: "installation", epost: "mail", mejl: "mail", mejlet: "mailen", hjalp: "hjaelp", hjelp: "hjaelp", hjalpa: "hjaelpe",
  hjelpe: "hjaelpe", svarar: "svarer", helg: "weekend", helgen: "weekenden", natt: "nat", snabbt: "hurtigt", raskt: "hurtigt",
  lenge: "laenge", timmar: "timer", dagar: "dage", dager: "dage", veckor: "uger", vecka: "uge", uker: "uger", uke: "uge",
  // Everyday words of a question.
  lamna: "give", lamnar: "giver", kortuppgifter: "kortoplysninger", kortinformasjon: "kortoplysninger", testa: "teste", testar: "tester",
  tjanst: "tjeneste", tjansten: "tjenesten", tjanster: "tjenester", fort: "hurtigt", snabb: "hurtig", vanlig: "almindelig", vanligt: "almindeligt",
  vanliga: "almindelige", viktigt: "vigtigt", viktig: "vigtig", verkligen: "virkelig", virkelig: "virkelig", kanske: "maske", kanskje: "maske",
  betalkort: "betalingskort", kontokort: "betalingskort", bankkort: "betalingskort", fakturan: "fakturaen", nettside: "hjemmeside", nettsiden: "hjemmesiden",
  hemsida: "hjemmeside", hemsidan: "hjemmesiden", webbplats: "hjemmeside", utlandet: "udlandet", utomlands: "udlandet", utenfor: "udenfor",
  inloggning: "login", inloggningar: "logins", innlogging: "login", innlogginger: "logins", skarm: "skaerm", skarmen: "skaermen", skjerm: "skaerm",
  skjermen: "skaermen", pengar: "penge", penger: "penge", skicka: "sende", skickar: "sender", skickade: "sendte", skickat: "sendt", betalat: "betalt",
  lordagen: "lordag", sondagen: "sondag", helgdag: "helligdag", fraga: "sporgsmal", fragan: "sporgsmalet", fragor: "sporgsmal", sporsmal: "sporgsmal", sporsmalet: "sporgsmalet",
  overforing: "overforsel", overforingen: "overforslen", mistankt: "mistaenkelig", mistenkelig: "mistaenkelig", bifogad: "vedhaeftet",
  bilaga: "vedhaeftning", vedlegg: "vedhaeftning", vedlegget: "vedhaeftningen", genast: "straks", lurad: "snydt", lurt: "snydt", bluff: "svindel",
  bluffmejl: "svindelmail", svindelmejl: "svindelmail", mejlkonton: "mailkonti", mejlkonto: "mailkonto", epostkonto: "mailkonto",
  tvastegsverifiering: "totrinsbekraeftelse", tvafaktorsautentisering: "totrinsbekraeftelse", tvastegsverifikation: "totrinsbekraeftelse",
  totrinnsbekreftelse: "totrinsbekraeftelse", totrinnspalogging: "totrinsbekraeftelse", autentiseringsapp: "godkendelsesapp", autentiseringsappen: "godkendelsesappen", tofaktorautentisering: "totrinsbekraeftelse",
  installningar: "indstillinger", installningarna: "indstillingerne", innstillinger: "indstillinger", innstillingene: "indstillingerne",
  viktigast: "vigtigst", mot: "mod", att: "at", inom: "inden", stannar: "bliver", kvall: "aften", kvallen: "aftenen", kveld: "aften", kvelden: "aftenen", passar: "passer", paketet: "pakken", paket: "pakke", blir: "bliver", bli: "blive", oppgi: "angive", oppgir: "angiver", uppge: "angive", ange: "angive", innan: "inden", innen: "inden", si: "sige", sier: "siger", saga: "sige", sikkerhetsbrudd: "sikkerhedsbrud", brudd: "brud", databrudd: "databrud", beskjed: "besked", beskjeden: "beskeden",
  format: "format", formatet: "formatet", direktorsbedrageri: "direktorsvindel", vdbedrageri: "direktorsvindel",
  // Attack words.
  utpressning: "afpresning", utpressing: "afpresning", krypterade: "krypterede", kryptert: "krypteret", intrang: "indbrud",
  // "hva bør vi gjøre nå?": "nå" is "nu" (and folded, "na" would read as "NAS").
  na: "nu",
  // "Vilken typ av MFA ska vi välja?": the kind to choose ("Vælg den rigtige metode").
  av: "af", valja: "vaelge", velge: "vaelge", valjer: "vaelger", velger: "vaelger", typ: "type", metod: "metode", metoden: "metoden",
  // Things in the office ("en gammal VPN-box i ett skåp som ingen har rört på flera år").
  gammal: "gammel", gamla: "gamle", gammalt: "gammelt", skap: "skab", skapet: "skabet", box: "boks", boxen: "boksen", rort: "rort",
  flera: "flere", fler: "flere", aldre: "aeldre", enheter: "enheder", enheterna: "enhederne", enhetene: "enhederne",
};

/** A folded message with its Swedish and Norwegian words read as their Danish ones. */
export function asDanish(folded: string): string {
  // (German from the border region is read through its plain Danish words too: german.ts.)
  let text = isGerman(folded) ? germanAsDanish(folded) : folded;
  for (const [pattern, danish] of PHRASES) text = text.replace(pattern, danish);
  return text.replace(/[a-z0-9]+/g, (word) => WORDS[word] ?? compound(word));
}

/** Compounds whose first part is spelt the Swedish or Norwegian way ("sikkerhetsoppdateringer", "säkerhetskopior"). */
function compound(word: string): string {
  for (const [prefix, danish] of PREFIXES) if (word.startsWith(prefix) && word.length > prefix.length + 2) return compound(`${danish}${word.slice(prefix.length)}`);
  return word;
}

/** Swedish and Norwegian first parts of compounds, folded, with their Danish spelling (applied until none fits). */
const PREFIXES: Array<[string, string]> = [
  ["sikkerhets", "sikkerheds"], ["sakerhets", "sikkerheds"], ["oppdater", "opdater"], ["uppdater", "opdater"], ["sikkerhedsoppdater", "sikkerhedsopdater"],
];
