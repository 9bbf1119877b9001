import type { Product } from "./types.ts";

export const cloudAppProtectionProduct: Product = {
  slug: "cloud-app-protection",
  name: "Cloud-app-beskyttelse",
  navDescription: "Sikring af Microsoft 365 og Google Workspace",
  icon: "Cloud",
  tagline: "Hold styr på konti, filer og deling i jeres cloud-apps",
  description:
    "Overvåger Microsoft 365, Google Workspace og andre cloud-tjenester for kontoovertagelse, malware i delte filer og utilsigtet deling af data – uden at I skal installere noget.",
  metaDescription:
    "Beskyt Microsoft 365 og Google Workspace mod kontoovertagelse, malware i delte filer og utilsigtet datadeling – forbundet på få minutter.",
  availableFrom: "essentials",
  detailedDescription: [
    "For de fleste små virksomheder er cloud-apps selve kontoret: mails, dokumenter, kalendere og kundedata ligger i Microsoft 365, Google Workspace, Dropbox eller Slack. Det gør en stjålen adgangskode til en nøgle til hele forretningen. Cloud-app-beskyttelsen forbindes direkte til tjenesterne via deres officielle grænseflader og holder øje med aktiviteten på alle brugerkonti.",
    "Systemet lærer, hvordan jeres medarbejdere normalt logger ind, og reagerer på det usædvanlige: login fra et land, I aldrig arbejder fra, to login fra hver sin ende af verden med få minutters mellemrum, mange mislykkede forsøg eller pludselige masse-downloads. Mistænkelige sessioner kan afbrydes, og kontoen kan spærres, indtil adgangskoden er skiftet.",
    "Filer, der uploades og deles, scannes for malware, så en inficeret fil ikke spreder sig gennem fælles mapper. Samtidig ser I, hvilke dokumenter der er delt offentligt eller med personer uden for virksomheden, og I kan lukke for delingen med det samme.",
    "Forbindelsen oprettes på få minutter med en administratorkonto, og der skal ikke installeres noget på medarbejdernes enheder. Alle hændelser samles i det samme dashboard som jeres øvrige beskyttelse.",
  ],
  features: [
    {
      title: "Registrering af kontoovertagelse",
      description:
        "Opdager login fra usædvanlige lande, umulige rejser og gentagne fejlede forsøg og kan spærre kontoen automatisk.",
      icon: "KeyRound",
    },
    {
      title: "Malware-scanning af delte filer",
      description: "Scanner filer i OneDrive, SharePoint, Google Drive, Dropbox og Box for skadelig kode.",
      icon: "Bug",
    },
    {
      title: "Kontrol med deling",
      description:
        "Viser dokumenter, der er delt offentligt eller med eksterne, og lader jer fjerne delingen med ét klik.",
      icon: "Share2",
    },
    {
      title: "Overvågning af administratorer",
      description:
        "Advarer, når nogen får administratorrettigheder eller ændrer vigtige sikkerhedsindstillinger.",
      icon: "UserCheck",
    },
    {
      title: "Adgangsbegrænsning",
      description:
        "Begræns login til de lande og netværk, jeres virksomhed faktisk arbejder fra.",
      icon: "Ban",
    },
    {
      title: "Ét samlet overblik",
      description: "Hændelser fra alle forbundne apps vises sammen med resten af jeres sikkerhed.",
      icon: "LayoutDashboard",
    },
  ],
  benefits: [
    {
      title: "Intet at installere",
      description: "Beskyttelsen forbindes til tjenesterne, så den virker med det samme for alle brugere.",
    },
    {
      title: "Stopper misbrug af stjålne adgangskoder",
      description: "Et login, der ikke ligner jeres medarbejderes, bliver opdaget og stoppet.",
    },
    {
      title: "Styr på jeres data i skyen",
      description: "I ved, hvilke filer der er delt med hvem, og kan rydde op på få minutter.",
    },
  ],
  useCases: [
    {
      title: "Adgangskode lækket via phishing",
      description:
        "En medarbejder har tastet sin Microsoft-adgangskode ind på en falsk side. Angriberens login fra udlandet bliver blokeret, og kontoen spærres.",
    },
    {
      title: "Når en medarbejder stopper",
      description:
        "Se, hvilke filer en tidligere medarbejder har delt med eksterne, og luk adgangen, før den bliver glemt.",
    },
    {
      title: "Fælles mapper med kunder",
      description:
        "Filer, som kunder og samarbejdspartnere lægger i delte mapper, bliver scannet, før de spreder sig internt.",
    },
    {
      title: "Dokumentation til GDPR",
      description:
        "Vis, at I overvåger adgangen til persondata i jeres cloud-tjenester og reagerer på mistænkelig aktivitet.",
    },
  ],
};
