/**
 * The data processing agreement (/databehandleraftale), in Danish: what GDPR article 28(3) requires of a
 * contract between the customer (controller) and us (processor), for the security data the platform
 * handles on the customer's behalf. Accepted with the terms at checkout.
 */
import { formatAddress, formatCvr, PLATFORM_PROVIDER_NAME, type SiteIdentity } from "../site.ts";
import { formatDanishDate } from "../../lib/format.ts";
import { LEGAL_VERSION } from "./date.ts";
import type { LegalLink, VersionedLegalDocument } from "./types.ts";

export const DATA_PROCESSING_PATH = "/databehandleraftale";
export const DATA_PROCESSING_LINK: LegalLink = { label: "Databehandleraftale", href: DATA_PROCESSING_PATH };
const TERMS_LINK: LegalLink = { label: "Vilkår og betingelser", href: "/terms" };
const PRIVACY_LINK: LegalLink = { label: "Privatlivspolitik", href: "/privacy" };

/** Hours within which we tell the customer of a personal data breach, so they can meet the authority's 72. */
export const BREACH_NOTICE_HOURS = 48;

/**
 * @param today the date shown as 'last updated'; callers pass the render date like on /terms.
 */
export function dataProcessingDocument(identity: SiteIdentity, today: Date): VersionedLegalDocument {
  const { productName, resellerName, supportEmail } = identity;
  const provider = PLATFORM_PROVIDER_NAME;
  return {
    title: "Databehandleraftale",
    lang: "da",
    version: LEGAL_VERSION,
    lastUpdated: formatDanishDate(today),
    metaDescription: `Databehandleraftale for ${productName}: hvilke personoplysninger vi behandler for kunden, til hvad, hvordan de beskyttes, underdatabehandlere og sletning.`,
    intro: `Denne databehandleraftale gælder, når ${resellerName} behandler personoplysninger på vegne af en kunde, der abonnerer på ${productName}. Den opfylder kravene i databeskyttelsesforordningens (GDPR) artikel 28 og er en del af aftalen om abonnementet. Kunden accepterer den sammen med vilkårene ved bestillingen.`,
    links: [TERMS_LINK, PRIVACY_LINK],
    sections: [
      {
        id: "parties",
        heading: "1. Parterne og aftalens baggrund",
        paragraphs: [
          `Aftalen indgås mellem den virksomhed, der tegner abonnementet (»kunden«), som dataansvarlig, og ${resellerName}, ${formatCvr(identity.cvr)}, ${formatAddress(identity.address)} (»vi« eller »databehandleren«), som databehandler.`,
          `Når kunden bruger ${productName}, behandler sikkerhedsplatformen oplysninger om kundens medarbejdere, enheder og e-mails for at beskytte dem. Kunden bestemmer, hvorfor og hvordan disse oplysninger behandles; vi behandler dem kun for at levere tjenesten.`,
          "Aftalen supplerer vilkårene og betingelserne for abonnementet. Ved uoverensstemmelse mellem dem går denne aftale forud i spørgsmål om behandling af personoplysninger.",
        ],
        links: [TERMS_LINK],
      },
      {
        id: "subject-and-duration",
        heading: "2. Behandlingens genstand og varighed",
        paragraphs: [
          `Genstanden for behandlingen er levering af ${productName}: beskyttelse af kundens computere, e-mail, cloudapplikationer, data og netværk, overvågning af sikkerhedshændelser og den support, der hører til.`,
          "Behandlingen varer, så længe kunden abonnerer, og derefter, indtil oplysningerne er slettet eller tilbageleveret efter punkt 12.",
        ],
      },
      {
        id: "nature-and-purpose",
        heading: "3. Behandlingens karakter og formål",
        paragraphs: [
          "Behandlingen består i indsamling, registrering, opbevaring, analyse, sammenstilling, visning og sletning af oplysninger, i det omfang det er nødvendigt for formålene nedenfor. Den sker overvejende automatisk i platformen; vores medarbejdere ser kun på oplysningerne, når kunden beder om hjælp, eller når en sikkerhedshændelse kræver det.",
          "Formålene er at:",
        ],
        list: [
          "opdage, blokere og undersøge malware, phishing, kontoovertagelse, datalæk og andre sikkerhedstrusler",
          "vise kunden status, hændelser og anbefalinger på dashboardet og i rapporter",
          "installere, opdatere og fjerne agenten på kundens enheder",
          "yde support og hjælpe kunden med at håndtere hændelser",
        ],
      },
      {
        id: "data-and-data-subjects",
        heading: "4. Typer af personoplysninger og registrerede",
        paragraphs: ["De registrerede er kundens medarbejdere og andre brugere af kundens enheder og konti samt de personer, der kommunikerer med dem pr. e-mail. Behandlingen kan omfatte:"],
        list: [
          "identifikations- og kontaktoplysninger: navn, e-mailadresse, brugernavn og rolle",
          "enhedsoplysninger: enhedsnavn, styresystem, installeret software, IP-adresse og placering på netværksniveau",
          "sikkerhedshændelser: loginforsøg, mistænkelige filer, blokerede forbindelser og advarsler med tidspunkt",
          "e-mails og vedhæftede filer, som scannes for skadeligt indhold, og filer, der undersøges for følsomme data",
        ],
      },
      {
        id: "instructions",
        heading: "5. Kundens instruks",
        paragraphs: [
          "Vi behandler kun personoplysninger efter dokumenteret instruks fra kunden. Denne aftale, kundens valg af plan og moduler og de indstillinger, kunden foretager i platformen, udgør instruksen. Kunden kan give yderligere instruks skriftligt, for eksempel pr. e-mail.",
          "Vi behandler ikke oplysningerne til egne formål. Kræver EU-ret eller dansk ret, at vi behandler dem på anden måde, underretter vi kunden om det først, medmindre loven forbyder det.",
          "Mener vi, at en instruks er i strid med databeskyttelsesreglerne, siger vi det straks til kunden.",
        ],
      },
      {
        id: "confidentiality",
        heading: "6. Fortrolighed",
        paragraphs: [
          "Kun medarbejdere, der har brug for det for at levere tjenesten, får adgang til kundens oplysninger. De har tavshedspligt, enten i deres ansættelsesaftale eller ved lov, også efter ansættelsens ophør.",
        ],
      },
      {
        id: "security",
        heading: "7. Behandlingssikkerhed",
        paragraphs: ["Vi træffer de tekniske og organisatoriske foranstaltninger, som artikel 32 kræver ud fra risikoen for de registrerede. De omfatter blandt andet:"],
        list: [
          "kryptering af oplysninger under overførsel og ved opbevaring",
          "adgangsstyring efter behov, totrinsgodkendelse for administratorer og logning af adgang",
          "adskillelse af kundernes data, så én kunde aldrig ser en andens",
          "løbende opdatering, sårbarhedsscanning og overvågning af systemerne",
          "sikkerhedskopier og planer for genetablering efter nedbrud",
          "instruktion af medarbejderne i informationssikkerhed",
        ],
      },
      {
        id: "sub-processors",
        heading: "8. Underdatabehandlere",
        paragraphs: [
          "Kunden giver med denne aftale generel godkendelse til, at vi bruger underdatabehandlere. Ved aftalens indgåelse bruger vi:",
          `Vi pålægger hver underdatabehandler de samme databeskyttelsesforpligtelser som i denne aftale og er over for kunden ansvarlige for, at de overholdes. Vi varsler tilføjelse eller udskiftning af en underdatabehandler pr. e-mail mindst 30 dage før. Kunden kan gøre indsigelse inden da; kan vi ikke imødekomme indsigelsen, kan kunden opsige abonnementet til ophør, før ændringen træder i kraft.`,
        ],
        list: [
          `${provider}: udvikler og driver sikkerhedsplatformen, herunder agenten, analysen af hændelser og den underliggende cloud-hosting`,
          "Supabase: driver kundeportalen og brugerkontiene, som kunden administrerer abonnementet med",
        ],
      },
      {
        id: "transfers",
        heading: "9. Overførsel til lande uden for EU/EØS",
        paragraphs: [
          "Personoplysninger overføres kun til lande uden for EU/EØS, når der er et gyldigt overførselsgrundlag efter kapitel V i databeskyttelsesforordningen, typisk EU-Kommissionens standardkontraktbestemmelser eller EU-U.S. Data Privacy Framework, om nødvendigt suppleret med kryptering.",
          `Kunden kan få oplyst de aktuelle overførselsgrundlag ved at skrive til ${supportEmail}.`,
        ],
      },
      {
        id: "assistance",
        heading: "10. Bistand til kunden",
        paragraphs: [
          "Vi hjælper kunden, så vidt det er muligt og under hensyn til behandlingens karakter, med at besvare anmodninger fra registrerede, der vil udøve deres rettigheder, for eksempel om indsigt eller sletning. Modtager vi selv en sådan anmodning, sender vi den videre til kunden uden at besvare den.",
          "Vi hjælper også kunden med at overholde artikel 32-36: behandlingssikkerhed, anmeldelse og underretning ved brud, konsekvensanalyser og forudgående høring af Datatilsynet.",
          "Bistand ud over det, der følger af tjenesten, kan faktureres efter medgået tid til vores almindelige timepris, som oplyses på forhånd.",
        ],
      },
      {
        id: "breach",
        heading: "11. Brud på persondatasikkerheden",
        paragraphs: [
          `Bliver vi opmærksomme på et brud på sikkerheden, der omfatter kundens personoplysninger, underretter vi kunden uden unødig forsinkelse og senest ${BREACH_NOTICE_HOURS} timer efter, så kunden kan anmelde bruddet til Datatilsynet inden for 72 timer.`,
          "Underretningen beskriver så vidt muligt bruddets karakter, de berørte kategorier og omtrentlige antal registrerede og oplysninger, de sandsynlige konsekvenser og de foranstaltninger, vi har truffet eller foreslår. Oplysninger, vi ikke har endnu, giver vi, så snart vi har dem.",
        ],
      },
      {
        id: "deletion",
        heading: "12. Sletning og tilbagelevering",
        paragraphs: [
          "Når abonnementet ophører, sletter vi kundens personoplysninger eller leverer dem tilbage, efter kundens valg. Kunden kan før ophøret bede om at få sine data udleveret i et almindeligt anvendt format.",
          "Giver kunden ingen anden instruks, opbevarer vi oplysningerne i op til 12 måneder efter ophøret, så tjenesten kan genetableres, og sikkerhedshændelser kan efterforskes, som vilkårene beskriver. Derefter slettes de, også hos underdatabehandlerne, medmindre lovgivningen kræver, at de opbevares længere.",
        ],
      },
      {
        id: "audit",
        heading: "13. Dokumentation og revision",
        paragraphs: [
          "Vi stiller de oplysninger til rådighed, der er nødvendige for at påvise, at denne aftale og artikel 28 overholdes, herunder en beskrivelse af vores sikkerhedsforanstaltninger og underdatabehandlernes revisionserklæringer eller certificeringer.",
          "Kunden eller en uafhængig revisor, som kunden udpeger, og som har tavshedspligt, kan foretage revision og inspektion med mindst 30 dages varsel. Kunden afholder sine egne omkostninger og vores dokumenterede tidsforbrug, medmindre revisionen viser, at vi ikke har overholdt aftalen.",
        ],
      },
      {
        id: "liability",
        heading: "14. Ansvar",
        paragraphs: [
          "Parternes ansvar over for hinanden følger vilkårene og betingelserne, herunder ansvarsbegrænsningen. Begrænsningen gælder ikke for krav, som databeskyttelsesforordningen ikke tillader at begrænse.",
        ],
        links: [TERMS_LINK],
      },
      {
        id: "term",
        heading: "15. Ikrafttræden og ophør",
        paragraphs: [
          "Aftalen træder i kraft, når kunden accepterer den ved bestillingen, og gælder, så længe vi behandler personoplysninger på kundens vegne. Den kan ikke opsiges særskilt, så længe abonnementet løber.",
          "Ændringer af aftalen varsles pr. e-mail mindst 30 dage før, de træder i kraft, medmindre de skyldes krav i lovgivningen.",
        ],
      },
      {
        id: "contact",
        heading: "16. Kontakt",
        paragraphs: [
          `Spørgsmål om denne aftale og om behandlingen af personoplysninger rettes til ${resellerName}, ${formatAddress(identity.address)}, på ${supportEmail}.`,
        ],
      },
    ],
  };
}
