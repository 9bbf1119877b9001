import type { Product } from "./types.ts";

export const endpointProduct: Product = {
  slug: "endpoint",
  name: "Endpoint-beskyttelse",
  navDescription: "Antivirus og EDR til pc'er og Mac'er",
  icon: "Laptop",
  tagline: "Stop ransomware og malware, før de rammer forretningen",
  description:
    "Næste generations antivirus og EDR, der beskytter alle virksomhedens pc'er og Mac'er – på kontoret, derhjemme og på farten – og som reagerer automatisk, når noget er galt.",
  metaDescription:
    "Antivirus og EDR til små virksomheder: stop ransomware og malware på alle pc'er og Mac'er, overvåget fra ét dashboard og uden egen server.",
  availableFrom: "core",
  detailedDescription: [
    "De fleste angreb på små virksomheder begynder på en helt almindelig computer: en medarbejder åbner en vedhæftet fil, besøger en kompromitteret hjemmeside eller sætter et ukendt USB-stik i. Endpoint-beskyttelsen installeres som en let agent på hver pc og Mac og holder løbende øje med filer, programmer og downloads. Kendt malware blokeres med det samme, og ukendte filer vurderes ud fra deres adfærd, så også nye varianter af ransomware bliver stoppet.",
    "EDR (Endpoint Detection and Response) går et skridt videre end klassisk antivirus. Den registrerer, hvad der sker på enheden – hvilke programmer der starter, hvilke filer der ændres, og hvilke forbindelser der åbnes – og slår alarm ved mønstre, der ligner et angreb, for eksempel når et program pludselig begynder at kryptere hundredvis af filer. Er en computer kompromitteret, kan den isoleres fra netværket med ét klik, mens resten af virksomheden arbejder videre.",
    "Beskyttelsen kontrollerer også enhedens sikkerhedstilstand: Er diskkrypteringen slået til? Er firewallen aktiv? Mangler styresystemet opdateringer? Kobler computeren sig på et falsk trådløst netværk? Afvigelser vises på ét samlet dashboard med en klar anbefaling, og mange af dem kan løses automatisk.",
    "I får det hele uden egen server og uden en IT-afdeling. Agenten installeres på få minutter, opdaterer sig selv, og alle hændelser samles ét sted, hvor vores supportteam også kan hjælpe jer med at forstå og håndtere dem.",
  ],
  features: [
    {
      title: "Næste generations antivirus",
      description:
        "Blokerer virus, trojanere og ransomware ud fra både kendte signaturer og mistænkelig adfærd – også når computeren er offline.",
      icon: "ShieldCheck",
    },
    {
      title: "EDR og automatisk respons",
      description:
        "Registrerer mistænkelige processer og filændringer og kan stoppe dem automatisk eller isolere enheden fra netværket.",
      icon: "Activity",
    },
    {
      title: "Beskyttelse mod ransomware",
      description:
        "Opdager forsøg på massekryptering af filer, stopper processen og hjælper med at gendanne de berørte filer.",
      icon: "Undo2",
    },
    {
      title: "Kontrol af enhedens sikkerhedstilstand",
      description:
        "Tjekker diskkryptering, firewall, skærmlås og opdateringer og markerer enheder, der ikke lever op til jeres politik.",
      icon: "ListChecks",
    },
    {
      title: "Følsomme data på enheden",
      description:
        "Endpoint Data Governance finder filer med CPR-numre, kortnumre og andre følsomme oplysninger på den enkelte computer.",
      icon: "FileSearch",
    },
    {
      title: "Beskyttelse mod Wi-Fi-phishing",
      description:
        "Advarer og afbryder, når en enhed kobler sig på et falsk eller usikkert trådløst netværk, der efterligner et kendt.",
      icon: "Wifi",
    },
  ],
  benefits: [
    {
      title: "Beskyttet overalt",
      description:
        "Agenten følger computeren, så den er lige så godt beskyttet i toget og på hjemmekontoret som på kontoret.",
    },
    {
      title: "Ingen server og ingen drift",
      description:
        "Alt styres fra skyen, og beskyttelsen opdaterer sig selv, uden at I skal gøre noget.",
    },
    {
      title: "Hurtig reaktion på angreb",
      description:
        "Mistænkelig adfærd stoppes automatisk, og en kompromitteret enhed kan isoleres, før angrebet spreder sig.",
    },
    {
      title: "Dokumentation til kunder og forsikring",
      description:
        "Dashboardet viser status for hver enhed, så I kan dokumentere jeres sikkerhedsniveau, når kunder eller cyberforsikringen spørger.",
    },
  ],
  useCases: [
    {
      title: "Hjemmearbejde og bærbare computere",
      description:
        "Medarbejdere, der arbejder hjemmefra eller ude hos kunder, er beskyttet uden at skulle forbinde til kontoret.",
    },
    {
      title: "Ransomware i en vedhæftet fil",
      description:
        "En falsk faktura med skadeligt indhold åbnes ved en fejl. EDR stopper krypteringen og isolerer computeren, før skaden spreder sig.",
    },
    {
      title: "Både Windows og macOS",
      description:
        "Virksomheder med en blandet maskinpark styrer al beskyttelse fra ét og samme dashboard.",
    },
    {
      title: "Krav fra kunder og cyberforsikring",
      description:
        "Når en større kunde eller forsikringsselskabet spørger til antivirus og EDR, har I både svaret og dokumentationen klar.",
    },
  ],
};
