/**
 * The reseller's terms (/terms), in Danish: the 12 sections of docs/product-rules.md#faq-legal-pages-and-404 in that order, with
 * the figures of #commercial-terms there.
 */
import { SUPPORT_PROMISE_TEXT } from "../support.ts";
import { formatAddress, formatCvr, PLATFORM_PROVIDER_NAME, type SiteIdentity } from "../site.ts";
import { formatDanishDate } from "../../lib/format.ts";
import { LEGAL_VERSION } from "./date.ts";
import { TRIAL_DAYS } from "../plans.ts";
import { danishMonths, RETENTION_MONTHS } from "../retention.ts";
import {
  CURRENCY_CHANGE_NOTICE_MONTHS,
  PAYMENT_SUSPEND_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
  TERMS_CHANGE_NOTICE_DAYS,
  UPTIME_TARGET_PERCENT,
} from "../../facts/site-facts.ts";
import type { LegalLink, VersionedLegalDocument } from "./types.ts";

export const CORO_TERMS_LINK: LegalLink = { label: "Platformleverandørens vilkår (Coro)", href: "/coro-terms" };
export const PRIVACY_LINK: LegalLink = { label: "Privatlivspolitik", href: "/privacy" };
export const DATA_PROCESSING_LINK: LegalLink = { label: "Databehandleraftale", href: "/databehandleraftale" };

/**
 * @param today the date shown as 'last updated'; it shows the current date, so callers pass
 *   the render date.
 */
export function termsDocument(identity: SiteIdentity, today: Date): VersionedLegalDocument {
  const { productName, resellerName, supportEmail } = identity;
  const provider = PLATFORM_PROVIDER_NAME;
  return {
    title: "Vilkår og betingelser",
    lang: "da",
    version: LEGAL_VERSION,
    lastUpdated: formatDanishDate(today),
    metaDescription: `Vilkår for abonnement på ${productName}: betaling, opsigelse med løbende +1 måneds varsel, ansvar, databeskyttelse og support.`,
    intro: `Disse vilkår gælder for abonnementer på ${productName}, som leveres af ${resellerName}. Læs dem, før du bestiller. Brugen af selve sikkerhedsplatformen er desuden omfattet af platformleverandørens vilkår, og vores behandling af personoplysninger er beskrevet i privatlivspolitikken.`,
    links: [CORO_TERMS_LINK, PRIVACY_LINK, DATA_PROCESSING_LINK],
    sections: [
      {
        id: "acceptance",
        heading: "1. Accept af vilkårene",
        paragraphs: [
          `Disse vilkår gælder for enhver aftale om abonnement på ${productName}, der indgås mellem ${resellerName}, ${formatCvr(identity.cvr)} (»vi« eller »os«), og den virksomhed, der tegner abonnementet (»kunden«).`,
          "Ved at oprette en konto, afkrydse accept af vilkårene ved bestillingen eller tage tjenesten i brug accepterer kunden disse vilkår. Den person, der accepterer på kundens vegne, indestår for at have bemyndigelse til at forpligte kunden.",
          "Tjenesten er udelukkende rettet mod virksomheder og må ikke bruges af personer under 18 år.",
          `Brugen af den underliggende sikkerhedsplatform er desuden omfattet af platformleverandøren ${provider}s slutbrugervilkår, som kunden accepterer samtidig med disse vilkår. Ved uoverensstemmelse går disse vilkår forud i forholdet mellem kunden og os.`,
        ],
        links: [CORO_TERMS_LINK],
      },
      {
        id: "registration",
        heading: "2. Registrering og kundeoplysninger",
        paragraphs: [
          `Kunden skal give korrekte og fuldstændige oplysninger og holde dem opdateret i kundeportalen eller ved at skrive til ${supportEmail}.`,
          "Kunden er ansvarlig for at holde adgangsoplysninger fortrolige og for al aktivitet på kundens konto. Mistanke om misbrug skal straks meddeles os.",
          "Ved oprettelse af abonnementet registrerer vi følgende oplysninger, som vi bruger til at administrere abonnementet, fakturere og kontakte kunden om tjenesten:",
        ],
        list: [
          "Kontaktpersonens navn",
          "Kontaktpersonens e-mailadresse",
          "Virksomhedens navn",
          "Virksomhedens CVR-nummer",
        ],
      },
      {
        id: "subscription-and-payment",
        heading: "3. Abonnement og betaling",
        paragraphs: [
          "Abonnementet afregnes pr. medarbejder pr. måned efter den valgte plan (Core, Essentials eller Complete). Alle priser er angivet i danske kroner (DKK) ekskl. moms.",
          "Betaling sker forud for hver måned med betalingskort via vores betalingsudbyder, Stripe. Ved bestillingen accepterer kunden, at det månedlige beløb trækkes automatisk, indtil abonnementet ophører. Ændringer i antallet af medarbejdere afregnes fra den førstkommende betalingsperiode.",
          `Vi kan ændre priserne med ${PRICE_CHANGE_NOTICE_DAYS} dages varsel. Prisændringer meddeles pr. e-mail til kundens kontaktperson og gælder fra den første betalingsperiode efter varslets udløb.`,
          `Platformen købes af os i amerikanske dollar (USD). Ved væsentlige udsving i valutakursen mellem DKK og USD kan priserne derfor ændres med ${CURRENCY_CHANGE_NOTICE_MONTHS} måneders varsel. Kunden informeres om en sådan prisændring pr. e-mail og under alle omstændigheder mindst ${PRICE_CHANGE_NOTICE_DAYS} dage, før den nye pris får virkning.`,
          `Gennemføres en betaling ikke, sender vi en påmindelse. Er betalingen ikke gennemført senest ${PAYMENT_SUSPEND_DAYS} dage efter påmindelsen, kan vi suspendere adgangen til tjenesten, indtil betaling er sket.`,
        ],
      },
      {
        id: "cancellation",
        heading: "4. Opsigelse",
        paragraphs: [
          `Kunden kan efter aftale med os få en gratis prøveperiode på ${TRIAL_DAYS} dage, før abonnementet tegnes. Prøveperioden aftales via kontaktformularen eller pr. e-mail, er uforpligtende, kræver intet betalingskort og ophører automatisk ved udløb, medmindre kunden vælger en plan.`,
          "Efter en eventuel prøveperiode løber abonnementet måned for måned, indtil det opsiges.",
          "Abonnementet kan opsiges med løbende +1 måneds varsel. Opsigelsen får virkning ved udgangen af den indeværende måned plus én måned. Opsiges abonnementet for eksempel den 10. marts, ophører det med udgangen af april.",
          `Opsigelse sker i kundeportalen eller skriftligt til ${supportEmail}. Vi bekræfter opsigelsen pr. e-mail.`,
          "Der ydes ingen refusion af betalte beløb, heller ikke for den resterende del af en påbegyndt periode.",
          "Misligholder kunden væsentligt sine forpligtelser, for eksempel ved manglende betaling eller brug af tjenesten i strid med disse vilkår, kan vi opsige aftalen med 30 dages varsel, medmindre forholdet er bragt i orden inden varslets udløb.",
        ],
      },
      {
        id: "scope-of-service",
        heading: "5. Tjenestens omfang",
        paragraphs: [
          "Tjenesten omfatter adgang til de sikkerhedsmoduler, der indgår i den valgte plan som beskrevet på vores hjemmeside på bestillingstidspunktet, samt hjælp til onboarding og support som beskrevet i punkt 8.",
          `Platformen udvikles og drives af ${provider}. Vi stiller den til rådighed for kunden som forhandler og er kundens kontaktpunkt i alle spørgsmål om tjenesten.`,
          `Vi tilstræber en oppetid for platformen på ${UPTIME_TARGET_PERCENT}% målt pr. måned, eksklusive planlagt vedligeholdelse, som så vidt muligt varsles i forvejen.`,
          "Ingen sikkerhedsløsning kan garantere fuld beskyttelse mod alle trusler. Tjenesten er et væsentligt element i kundens IT-sikkerhed, men erstatter ikke kundens eget ansvar for sikkerhedskopiering, opdatering af systemer og forsvarlig brug af IT.",
          "Kunden må ikke bruge tjenesten til ulovlige formål, forsøge at omgå dens sikkerhedsmekanismer eller overlade den til tredjemand uden vores skriftlige samtykke.",
        ],
        links: [CORO_TERMS_LINK],
      },
      {
        id: "liability",
        heading: "6. Ansvar og ansvarsbegrænsning",
        paragraphs: [
          "Vi er ansvarlige efter dansk rets almindelige regler med de begrænsninger, der følger af disse vilkår.",
          "Vores samlede erstatningsansvar over for kunden er begrænset til et beløb svarende til de abonnementsbetalinger, kunden har betalt for tjenesten i de seneste 12 måneder før det forhold, der begrunder kravet.",
          "Vi er ikke ansvarlige for indirekte tab, herunder driftstab, tabt fortjeneste, tab af data eller goodwill og krav fra tredjemand.",
          "Ansvarsbegrænsningerne gælder ikke, hvis tabet er forvoldt med forsæt eller ved grov uagtsomhed.",
          "Vi er ikke ansvarlige for forsinkelse eller manglende levering som følge af forhold uden for vores kontrol (force majeure), herunder omfattende angreb på internettets infrastruktur, nedbrud hos underleverandører, krig, naturkatastrofer, arbejdskonflikter og myndighedspåbud.",
        ],
      },
      {
        id: "data-protection",
        heading: "7. Databeskyttelse",
        paragraphs: [
          "Vi behandler personoplysninger om kundens kontaktpersoner som dataansvarlig i overensstemmelse med databeskyttelsesforordningen (GDPR) og databeskyttelsesloven. Nærmere oplysninger findes i vores privatlivspolitik.",
          `I det omfang tjenesten behandler personoplysninger på kundens vegne, for eksempel om brugere, enheder og e-mails, handler vi som databehandler og ${provider} som underdatabehandler for kunden. Vilkårene for denne behandling fremgår af vores databehandleraftale, som kunden accepterer sammen med disse vilkår ved bestillingen.`,
          `Kundens data opbevares i op til ${danishMonths(RETENTION_MONTHS.customer)} efter aftalens ophør, så tjenesten kan genetableres, og eventuelle sikkerhedshændelser kan efterforskes. Derefter slettes data, medmindre lovgivningen kræver længere opbevaring.`,
          "Kunden kan inden aftalens ophør anmode om at få udleveret sine data i et almindeligt anvendt format.",
        ],
        links: [PRIVACY_LINK, DATA_PROCESSING_LINK],
      },
      {
        id: "support",
        heading: "8. Support",
        paragraphs: [
          `Support ydes på dansk pr. e-mail til ${supportEmail} og via chatten på vores hjemmeside.`,
          `${SUPPORT_PROMISE_TEXT} En hændelse er kritisk, når den truer kundens drift, for eksempel et igangværende angreb.`,
          "Support omfatter hjælp til onboarding, installation af agenten, opsætning af modulerne og forståelse af hændelser på dashboardet. Hjælp til forhold uden for tjenesten, for eksempel generel IT-drift, kan aftales særskilt.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "9. Immaterielle rettigheder",
        paragraphs: [
          `Alle immaterielle rettigheder til tjenesten, herunder platformen, software, dokumentation og indholdet på vores hjemmeside, tilhører os, ${provider} eller vores licensgivere.`,
          "Kunden får i abonnementsperioden en ikke-eksklusiv og ikke-overdragelig ret til at bruge tjenesten til egne interne forretningsformål.",
          "Kunden må ikke kopiere, ændre, dekompilere eller på anden måde forsøge at udlede platformens kildekode, medmindre det følger af ufravigelig lovgivning.",
          "Kunden bevarer alle rettigheder til sine egne data.",
        ],
      },
      {
        id: "changes",
        heading: "10. Ændringer af vilkårene",
        paragraphs: [
          `Vi kan ændre disse vilkår. Ændringer meddeles pr. e-mail til kundens kontaktperson mindst ${TERMS_CHANGE_NOTICE_DAYS} dage, før de træder i kraft.`,
          "Ønsker kunden ikke at acceptere ændringerne, kan abonnementet opsiges efter punkt 4. Fortsætter kunden med at bruge tjenesten, efter at ændringerne er trådt i kraft, anses de ændrede vilkår for accepteret.",
          "Den gældende version af vilkårene findes altid på denne side med versionsnummer og dato for seneste opdatering.",
        ],
      },
      {
        id: "governing-law",
        heading: "11. Lovvalg og værneting",
        paragraphs: [
          "Aftalen er underlagt dansk ret, dog ikke de danske regler om lovvalg, i det omfang de ville føre til anvendelse af et andet lands ret.",
          "Parterne søger først at løse en uenighed ved forhandling. Lykkes det ikke, afgøres tvisten af de danske domstole.",
        ],
      },
      {
        id: "contact",
        heading: "12. Kontakt",
        paragraphs: ["Spørgsmål til disse vilkår kan rettes til:"],
        list: [resellerName, formatAddress(identity.address), formatCvr(identity.cvr), `E-mail: ${supportEmail}`],
      },
    ],
  };
}
