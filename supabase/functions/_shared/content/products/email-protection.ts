import type { Product } from "./types.ts";

export const emailProtectionProduct: Product = {
  slug: "email-protection",
  name: "E-mailbeskyttelse",
  navDescription: "Stop phishing, spam og skadelige vedhæftninger",
  icon: "Mail",
  tagline: "Det farlige i indbakken bliver fanget, før nogen klikker",
  description:
    "Beskytter postkasser i Microsoft 365 og Google Workspace mod phishing, direktørsvindel, malware og spam og gør det nemt at sende følsomme oplysninger krypteret.",
  metaDescription:
    "E-mailbeskyttelse til små virksomheder: stop phishing, falske fakturaer, malware og spam, og send følsomme oplysninger krypteret.",
  availableFrom: "essentials",
  detailedDescription: [
    "E-mail er stadig den mest brugte vej ind i en virksomhed. Falske fakturaer, beskeder, der udgiver sig for at komme fra direktøren, og links til falske login-sider rammer også små virksomheder – ofte netop fordi angriberne ved, at der sjældent er en IT-afdeling til at sortere. E-mailbeskyttelsen analyserer hver indgående mail og fjerner de farlige, før medarbejderen når at åbne dem.",
    "Analysen ser på afsenderens omdømme og godkendelse (SPF, DKIM og DMARC), på links og vedhæftede filer og på selve indholdet. Vedhæftninger scannes for malware, og links kontrolleres mod kendte phishing-adresser. Beskeder, der forsøger at efterligne jeres kolleger eller leverandører, bliver markeret eller sat i karantæne.",
    "Med Inbound Gateway filtreres posten, allerede før den når jeres postkasser, så spam og masseudsendelser ikke fylder i indbakken. Medarbejderne kan selv melde mistænkelige mails, og I kan frigive en mail fra karantænen, hvis den viste sig at være harmløs.",
    "Secure Messages gør det muligt at sende krypterede mails, når indholdet er fortroligt – for eksempel lønsedler, kontrakter eller helbredsoplysninger. Modtageren åbner beskeden sikkert, og I bevarer kontrollen over, hvem der kan læse den.",
  ],
  features: [
    {
      title: "Anti-phishing",
      description:
        "Genkender falske login-sider, efterligninger af kendte afsendere og beskeder, der presser på med hast og betaling.",
      icon: "Fish",
    },
    {
      title: "Scanning af vedhæftninger og links",
      description:
        "Vedhæftede filer og links kontrolleres for malware og kendte phishing-adresser, før mailen leveres.",
      icon: "ScanSearch",
    },
    {
      title: "Beskyttelse mod direktørsvindel",
      description:
        "Opdager mails, der udgiver sig for at være ledelsen eller en kendt leverandør og beder om en betaling.",
      icon: "ShieldAlert",
    },
    {
      title: "Inbound Gateway",
      description:
        "Filtrerer spam og uønsket post, før den når postkassen, så indbakken kun indeholder det relevante.",
      icon: "Filter",
    },
    {
      title: "Secure Messages",
      description: "Send krypterede mails med følsomt indhold, som kun den rette modtager kan åbne.",
      icon: "MessageSquareLock",
    },
    {
      title: "Karantæne og indmelding",
      description:
        "Mistænkelige mails holdes tilbage, og medarbejderne kan selv melde en mail, de er i tvivl om.",
      icon: "Inbox",
    },
  ],
  benefits: [
    {
      title: "Færre klik på farlige links",
      description: "De fleste phishing-mails når aldrig frem til medarbejdernes indbakke.",
    },
    {
      title: "Beskyttelse mod betalingssvindel",
      description: "Falske fakturaer og ændrede kontonumre bliver fanget, før pengene er overført.",
    },
    {
      title: "Fortrolig kommunikation",
      description: "Send personoplysninger krypteret og lev op til GDPR uden ekstra programmer.",
    },
    {
      title: "Virker med det, I allerede bruger",
      description:
        "Forbindes direkte til Microsoft 365 eller Google Workspace, og medarbejderne beholder deres vante mailprogram.",
    },
  ],
  useCases: [
    {
      title: "Falsk faktura fra en leverandør",
      description:
        "En mail med et ændret kontonummer bliver markeret, fordi afsenderen kun ligner jeres rigtige leverandør.",
    },
    {
      title: "Løn og bogholderi",
      description: "Lønsedler og CPR-numre sendes som krypterede beskeder i stedet for almindelig mail.",
    },
    {
      title: "Direktørsvindel",
      description:
        "En hastebetaling bestilt af en, der udgiver sig for at være direktøren, sættes i karantæne, før nogen handler på den.",
    },
    {
      title: "Mindre støj i indbakken",
      description:
        "Spam og masseudsendelser filtreres fra, så medarbejderne bruger tiden på kunderne i stedet for at sortere post.",
    },
  ],
};
