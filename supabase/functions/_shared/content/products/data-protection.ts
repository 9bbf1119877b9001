import type { Product } from "./types.ts";

export const dataProtectionProduct: Product = {
  slug: "data-protection",
  name: "Databeskyttelse",
  navDescription: "Find og beskyt følsomme data",
  icon: "FileLock",
  tagline: "Få overblik over, hvor jeres følsomme data ligger – og hvem der sender dem",
  description:
    "Finder personoplysninger, betalingskort og andre følsomme data på enheder, i mails og i cloud-apps og advarer, når de ligger eller deles et sted, hvor de ikke hører hjemme.",
  metaDescription:
    "Find CPR-numre, kortnumre og andre følsomme data på computere, i mails og i cloud-apps, og stop datalæk, før de bliver et GDPR-brud.",
  availableFrom: "core",
  detailedDescription: [
    "GDPR kræver, at I ved, hvilke personoplysninger I behandler, og at I passer på dem. I praksis ligger CPR-numre i gamle regneark, kopier af pas i overførselsmappen og kundelister i vedhæftede filer, som ingen kan huske at have sendt. Databeskyttelsen scanner jeres data og viser, hvor de følsomme oplysninger faktisk befinder sig.",
    "Scanningen genkender blandt andet danske CPR-numre, betalingskortnumre, bankkontonumre, pasnumre og helbredsoplysninger. Med Endpoint Data Governance, som er med fra Core, sker det på de enkelte computere. Med User Data Governance i Complete følger beskyttelsen også data i mails og filer i jeres cloud-tjenester, så I ser det samlede billede for hver medarbejder.",
    "Når følsomme data er på vej ud af huset – for eksempel en mail med en liste over kunders CPR-numre til en privat adresse – får I en advarsel, og efter jeres egne regler kan beskeden blokeres. I kan også definere, hvad der tæller som følsomt i netop jeres forretning, for eksempel kundenumre eller projektnavne.",
    "Resultatet er et overblik, I kan bruge direkte i jeres GDPR-arbejde: Fortegnelsen over behandlinger bliver mere præcis, I kan slette data, I ikke længere bør opbevare, og I kan dokumentere over for kunder og myndigheder, at I har styr på oplysningerne.",
  ],
  features: [
    {
      title: "Genkendelse af følsomme data",
      description:
        "Finder CPR-numre, kortnumre, kontonumre, pasnumre og helbredsdata i dokumenter og mails.",
      icon: "FileSearch",
    },
    {
      title: "Data på computere",
      description:
        "Endpoint Data Governance scanner filer på pc'er og Mac'er og viser, hvilke enheder der gemmer følsomme oplysninger.",
      icon: "HardDrive",
    },
    {
      title: "Data pr. bruger",
      description:
        "User Data Governance følger følsomme data i mails og delte filer i cloud-apps for hver enkelt medarbejder.",
      icon: "Users",
    },
    {
      title: "Regler mod datalæk",
      description: "Advarer eller blokerer, når følsomme data sendes til modtagere uden for virksomheden.",
      icon: "ShieldAlert",
    },
    {
      title: "Egne datatyper",
      description:
        "Definér jeres egne mønstre, for eksempel kundenumre eller sagsnumre, der skal behandles fortroligt.",
      icon: "Fingerprint",
    },
    {
      title: "Overblik til GDPR-arbejdet",
      description: "Fund pr. enhed og pr. bruger, som I kan bruge direkte i jeres dokumentation.",
      icon: "ClipboardCheck",
    },
  ],
  benefits: [
    {
      title: "Styr på GDPR",
      description: "I ved, hvor personoplysningerne ligger, og kan dokumentere det, når nogen spørger.",
    },
    {
      title: "Færre datalæk",
      description: "Fejlsendte mails og filer med følsomme data bliver opdaget eller stoppet.",
    },
    {
      title: "Mindre at beskytte",
      description: "Overblikket gør det nemt at slette data, I ikke længere har brug for.",
    },
  ],
  useCases: [
    {
      title: "Kundelister på bærbare computere",
      description:
        "Se, hvilke bærbare der indeholder eksporterede kundelister, og slet dem, før en computer bliver glemt i toget.",
    },
    {
      title: "Klinikker og behandlere",
      description:
        "Find ud af, hvor patientoplysninger gemmes, og undgå, at de sendes ukrypteret med almindelig mail.",
    },
    {
      title: "Revisorer og bogføringsfirmaer",
      description:
        "Hold kundernes CPR- og kontonumre inden for de systemer, hvor de hører hjemme.",
    },
    {
      title: "Kundens audit",
      description:
        "Når en kunde beder om dokumentation for jeres håndtering af persondata, har I overblikket klar.",
    },
  ],
};
