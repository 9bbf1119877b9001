/**
 * The privacy policy (/privacy), in Danish. It has the 14 topics of docs/product-rules.md#faq-legal-pages-and-404 in that order
 * and one more, the chat assistant (its section 5), because the chat sends what visitors type to an AI
 * model provider and that deserves its own plain explanation.
 */
import { COOKIE_CATEGORIES, COOKIE_CONSENT_STORAGE_KEY } from "../cookies.ts";
import { formatAddress, formatCvr, PLATFORM_PROVIDER_NAME, type SiteIdentity } from "../site.ts";
import { formatDanishDate } from "../../lib/format.ts";
import { danishMonths, RETENTION_MONTHS } from "../retention.ts";
import { LEGAL_VERSION } from "./date.ts";
import type { LegalLink, VersionedLegalDocument } from "./types.ts";

/** The Danish data protection authority, as published on datatilsynet.dk. */
export const DATATILSYNET = {
  name: "Datatilsynet",
  street: "Carl Jacobsens Vej 35",
  postalCode: "2500",
  city: "Valby",
  phone: "33 19 32 00",
  email: "dt@datatilsynet.dk",
  website: "https://www.datatilsynet.dk",
} as const;

const TERMS_LINK: LegalLink = { label: "Vilkår og betingelser", href: "/terms" };

/**
 * @param today the date shown as 'last updated'; callers pass the render date like on /terms.
 */
export function privacyDocument(identity: SiteIdentity, today: Date): VersionedLegalDocument {
  const { productName, resellerName, supportEmail } = identity;
  const provider = PLATFORM_PROVIDER_NAME;
  return {
    title: "Privatlivspolitik",
    lang: "da",
    version: LEGAL_VERSION,
    lastUpdated: formatDanishDate(today),
    metaDescription: `Sådan behandler ${resellerName} personoplysninger om kunder og besøgende: formål, retsgrundlag, modtagere, opbevaring, cookies og dine rettigheder.`,
    intro: `Denne privatlivspolitik forklarer, hvordan vi behandler personoplysninger, når du besøger vores hjemmeside, bruger chatassistenten, kontakter os eller abonnerer på ${productName}. Vi behandler kun de oplysninger, vi har brug for, og vi passer godt på dem.`,
    links: [TERMS_LINK],
    sections: [
      {
        id: "controller",
        heading: "1. Dataansvarlig",
        paragraphs: [
          `${resellerName} er dataansvarlig for behandlingen af de personoplysninger, vi modtager om dig. Du kan altid kontakte os om din databehandling:`,
        ],
        list: [resellerName, formatCvr(identity.cvr), formatAddress(identity.address), `E-mail: ${supportEmail}`],
      },
      {
        id: "data-collected",
        heading: "2. Hvilke oplysninger vi indsamler",
        paragraphs: ["Afhængigt af hvordan du bruger vores hjemmeside og tjeneste, behandler vi disse oplysninger:"],
        list: [
          "Kontooplysninger: navn, e-mailadresse og adgangskode, som kun gemmes i krypteret (hashet) form.",
          "Kundeoplysninger: kontaktpersonens navn og e-mailadresse samt virksomhedens navn og CVR-nummer.",
          "Abonnement og betaling: valgt plan, antal medarbejdere, abonnementsstatus og fornyelsesdato. Kortoplysninger håndteres udelukkende af vores betalingsudbyder; vi ser aldrig hele kortnummeret.",
          "Henvendelser: navn, e-mailadresse, virksomhed og besked, når du skriver til os via kontaktformularen eller pr. e-mail.",
          "Chatsamtaler: de beskeder, du skriver til chatassistenten, og svarene, et tilfældigt sessions-id og, hvis du er logget ind, din bruger-id og e-mailadresse.",
          "Tekniske oplysninger: IP-adresse, browser, enhed og logdata, som er nødvendige for sikker drift, samt brugsstatistik, hvis du har givet samtykke til analytiske cookies.",
          "Sikkerhedsdata i platformen: oplysninger om kundens brugere, enheder, e-mails og sikkerhedshændelser, som platformen behandler på kundens vegne som databehandler.",
        ],
      },
      {
        id: "legal-basis",
        heading: "3. Retsgrundlag",
        paragraphs: [
          "Vi behandler kun personoplysninger, når vi har et lovligt grundlag efter databeskyttelsesforordningens (GDPR) artikel 6:",
        ],
        list: [
          "Artikel 6, stk. 1, litra b (opfyldelse af en aftale): oprettelse af konto, levering af abonnementet, betaling og support.",
          "Artikel 6, stk. 1, litra c (retlig forpligtelse): opbevaring af regnskabsmateriale efter bogføringsloven.",
          "Artikel 6, stk. 1, litra f (legitim interesse): besvarelse af henvendelser, chatsupport, sikker drift, forebyggelse af misbrug og forbedring af vores tjeneste.",
          "Artikel 6, stk. 1, litra a (samtykke): funktionelle og analytiske cookies. Du kan til enhver tid trække dit samtykke tilbage.",
        ],
      },
      {
        id: "use",
        heading: "4. Hvad vi bruger oplysningerne til",
        paragraphs: ["Vi bruger oplysningerne til at:"],
        list: [
          "oprette og administrere din konto og virksomhedens abonnement",
          "gennemføre betalinger og udstede kvitteringer",
          "levere sikkerhedstjenesten, herunder onboarding og support",
          "besvare henvendelser via kontaktformularen, e-mail og chat",
          "sende vigtige meddelelser om tjenesten, for eksempel varsling af pris- og vilkårsændringer",
          "beskytte hjemmesiden og tjenesten mod misbrug og angreb",
          "forbedre hjemmesiden ud fra anonym statistik, hvis du har givet samtykke",
        ],
      },
      {
        id: "chat-assistant",
        heading: "5. Chatassistenten",
        paragraphs: [
          "Chatassistenten på hjemmesiden besvarer spørgsmål ved hjælp af en AI-sprogmodel. Det, du skriver, sendes til leverandøren af sprogmodellen alene for at danne svaret, og samtalen gemmes hos os, så vi kan følge op, hvis du har brug for hjælp fra en medarbejder.",
          "Vores medarbejdere kan læse samtalerne for at hjælpe dig videre og forbedre kvaliteten af svarene. Vi bruger ikke samtalerne til at træne AI-modeller.",
          "Skriv ikke følsomme oplysninger som CPR-numre, adgangskoder eller helbredsoplysninger i chatten.",
        ],
      },
      {
        id: "sharing",
        heading: "6. Videregivelse og databehandlere",
        paragraphs: [
          "Vi sælger aldrig dine oplysninger. Vi deler dem kun med leverandører, der hjælper os med at levere tjenesten, og som behandler oplysningerne efter vores instruks og en databehandleraftale:",
        ],
        list: [
          "Stripe (betalingsudbyder): behandler betalinger og kortoplysninger.",
          "Supabase (hosting): driver vores database, brugerkonti og serverfunktioner.",
          `${provider} (platformleverandør): leverer og driver selve sikkerhedsplatformen.`,
          "Leverandøren af AI-sprogmodellen: danner chatassistentens svar ud fra samtalen.",
          "Google (statistik): kun hvis du har givet samtykke til analytiske cookies.",
        ],
      },
      {
        id: "international-transfers",
        heading: "7. Overførsel til lande uden for EU/EØS",
        paragraphs: [
          "Nogle af vores leverandører har hovedsæde i USA eller andre lande uden for EU/EØS, og oplysninger kan derfor blive overført til eller tilgået fra disse lande.",
          "Sådanne overførsler sker på grundlag af EU-Kommissionens standardkontraktbestemmelser (SCC) og, hvor modtageren er certificeret, EU-U.S. Data Privacy Framework. Hvor det er nødvendigt, suppleres de med yderligere foranstaltninger som kryptering.",
          `Du kan få en kopi af de relevante overførselsgrundlag ved at skrive til ${supportEmail}.`,
        ],
      },
      {
        id: "rights",
        heading: "8. Dine rettigheder",
        paragraphs: ["Efter databeskyttelsesforordningen har du en række rettigheder:"],
        list: [
          "Ret til indsigt i de oplysninger, vi behandler om dig",
          "Ret til at få urigtige oplysninger berigtiget",
          "Ret til at få oplysninger slettet",
          "Ret til at få behandlingen begrænset",
          "Ret til dataportabilitet, det vil sige at få dine oplysninger udleveret i et almindeligt anvendt format",
          "Ret til at gøre indsigelse mod behandling, der sker på grundlag af vores legitime interesse",
          "Ret til når som helst at trække et samtykke tilbage uden at påvirke lovligheden af den forudgående behandling",
        ],
      },
      {
        id: "security",
        heading: "9. Sikkerhed",
        paragraphs: [
          "Vi beskytter dine oplysninger med tekniske og organisatoriske foranstaltninger, der passer til risikoen. Al trafik til hjemmesiden er krypteret (TLS), data opbevares krypteret og adgangskoder gemmes kun i hashet form.",
          "Kun medarbejdere, der har brug for det i deres arbejde, har adgang til personoplysninger, og administrativ adgang er beskyttet med totrinsbekræftelse og logges. Vores leverandører er forpligtet til et tilsvarende sikkerhedsniveau.",
          "Skulle der ske et brud på persondatasikkerheden, som indebærer en høj risiko for dig, underretter vi dig uden unødig forsinkelse.",
        ],
      },
      {
        id: "retention",
        heading: "10. Opbevaring og sletning",
        paragraphs: ["Vi opbevarer kun oplysningerne, så længe vi har brug for dem:"],
        list: [
          `Konto-, kunde- og abonnementsoplysninger samt data i platformen: så længe aftalen løber og i op til ${danishMonths(RETENTION_MONTHS.customer)} efter aftalens ophør.`,
          "Regnskabsmateriale, herunder fakturaer og betalinger: 5 år fra udgangen af det regnskabsår, materialet vedrører, jf. bogføringsloven.",
          `Henvendelser via kontaktformularen og e-mail: op til ${danishMonths(RETENTION_MONTHS.contact)} efter den seneste kontakt, medmindre henvendelsen fører til et kundeforhold.`,
          `Chatsamtaler: op til ${danishMonths(RETENTION_MONTHS.chat)} efter samtalen.`,
          "Dit cookievalg: i din browser, indtil du ændrer det eller sletter browserens data.",
        ],
      },
      {
        id: "cookies",
        heading: "11. Cookies",
        paragraphs: [
          "Vi bruger cookies og lignende teknologier i tre kategorier. Nødvendige cookies bruges altid; funktionelle og analytiske cookies bruges kun, hvis du har givet samtykke.",
          `Dit valg gemmes i din browsers lokale lager under nøglen »${COOKIE_CONSENT_STORAGE_KEY}« og sendes ikke til os. Indtil du har truffet et valg, er analytiske cookies slået fra, og Google Analytics får besked om, at samtykke ikke er givet.`,
          "Du kan til enhver tid ændre eller trække dit samtykke tilbage via »Cookieindstillinger« nederst på hjemmesiden.",
        ],
        list: COOKIE_CATEGORIES.map((category) => `${category.label}: ${category.description}`),
      },
      {
        id: "minors",
        heading: "12. Personer under 18 år",
        paragraphs: [
          "Vores tjeneste er rettet mod virksomheder og er ikke beregnet til personer under 18 år. Vi indsamler ikke bevidst oplysninger om personer under 18 år, og bliver vi opmærksomme på, at det er sket, sletter vi oplysningerne.",
        ],
      },
      {
        id: "changes",
        heading: "13. Ændringer af privatlivspolitikken",
        paragraphs: [
          "Vi opdaterer privatlivspolitikken, når vores behandling af personoplysninger ændrer sig. Den gældende version findes altid på denne side med versionsnummer og dato for seneste opdatering.",
          "Væsentlige ændringer meddeler vi kunder pr. e-mail, før de træder i kraft.",
        ],
      },
      {
        id: "complaints",
        heading: "14. Klage til Datatilsynet",
        paragraphs: [
          "Er du utilfreds med den måde, vi behandler dine personoplysninger på, kan du klage til Datatilsynet. Vi vil dog gerne have mulighed for at løse sagen med dig først, så skriv endelig til os.",
        ],
        list: [
          DATATILSYNET.name,
          `${DATATILSYNET.street}, ${DATATILSYNET.postalCode} ${DATATILSYNET.city}`,
          `Telefon: ${DATATILSYNET.phone}`,
          `E-mail: ${DATATILSYNET.email}`,
          "Hjemmeside: datatilsynet.dk",
        ],
        links: [{ label: "Gå til datatilsynet.dk", href: DATATILSYNET.website }],
      },
      {
        id: "contact",
        heading: "15. Kontakt",
        paragraphs: [
          `Har du spørgsmål til privatlivspolitikken, eller vil du gøre brug af dine rettigheder, så skriv til ${supportEmail}. Vi svarer senest inden for en måned.`,
        ],
        list: [resellerName, formatAddress(identity.address), formatCvr(identity.cvr), `E-mail: ${supportEmail}`],
      },
    ],
  };
}
