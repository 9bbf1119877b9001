import type { Product } from "./types.ts";

export const awarenessTrainingProduct: Product = {
  slug: "awareness-training",
  name: "Awareness-træning",
  navDescription: "Gør medarbejderne til jeres stærkeste forsvar",
  icon: "GraduationCap",
  tagline: "Korte kurser og realistiske øvelser, der ændrer vaner",
  description:
    "Korte, løbende sikkerhedskurser og realistiske phishing-simuleringer, der lærer medarbejderne at genkende svindel, passe på adgangskoder og reagere rigtigt.",
  metaDescription:
    "Awareness-træning til små virksomheder: korte kurser og realistiske phishing-simuleringer, der gør medarbejderne sværere at snyde.",
  availableFrom: "complete",
  detailedDescription: [
    "Teknik kan stoppe meget, men angriberne ved, at mennesker er nemmere at snyde end software. Mange sikkerhedshændelser begynder med et menneskeligt valg: et klik på et link, en adgangskode tastet ind på en falsk side eller en betaling til et forkert kontonummer. Awareness-træningen sørger for, at medarbejderne kender de typiske tricks, før de bliver et problem.",
    "Træningen består af korte moduler på få minutter om emner som phishing, sikre adgangskoder og totrinsbekræftelse, manipulation over telefon og mail, sikker brug af mobilen og hjemmearbejde samt håndtering af persondata. Modulerne tildeles automatisk og kan gennemføres, når det passer ind i arbejdsdagen.",
    "Phishing-simuleringer sender realistiske, men ufarlige testmails til medarbejderne. Den, der klikker, får med det samme en kort forklaring på, hvilke faresignaler der kunne have afsløret mailen. Over tid ser I klikraten falde, og I kan se, hvem der har brug for lidt ekstra træning.",
    "Som leder får I et overblik over gennemførte kurser og resultater, som også kan bruges som dokumentation, når kunder, revisorer eller en cyberforsikring spørger til, hvordan I træner jeres medarbejdere i sikkerhed.",
  ],
  features: [
    {
      title: "Korte træningsmoduler",
      description:
        "Videoer og øvelser på få minutter om de emner, der betyder mest for en lille virksomhed.",
      icon: "BookOpen",
    },
    {
      title: "Phishing-simuleringer",
      description:
        "Realistiske testmails viser, hvem der ville have klikket – uden at nogen eller noget kommer til skade.",
      icon: "Target",
    },
    {
      title: "Læring i øjeblikket",
      description:
        "Den, der klikker i en simulering, får straks en kort forklaring på de faresignaler, der blev overset.",
      icon: "MousePointerClick",
    },
    {
      title: "Automatisk planlægning",
      description: "Nye kurser og simuleringer sendes løbende ud, uden at nogen skal huske det.",
      icon: "Repeat",
    },
    {
      title: "Rapporter og dokumentation",
      description: "Følg gennemførelse og klikrate for den enkelte medarbejder og for hele virksomheden.",
      icon: "ChartBar",
    },
    {
      title: "Klar til nye medarbejdere",
      description: "Nye kolleger får grundkurset i sikker adfærd fra deres første arbejdsdag.",
      icon: "UserCheck",
    },
  ],
  benefits: [
    {
      title: "Færre vellykkede angreb",
      description:
        "Medarbejdere, der kender tricksene, klikker sjældnere og melder mistænkelige mails hurtigere.",
    },
    {
      title: "Tager kun få minutter",
      description: "Korte moduler passer ind i en travl hverdag uden lange kursusdage.",
    },
    {
      title: "Dokumenteret sikkerhedskultur",
      description:
        "Rapporterne viser kunder, revisor og forsikring, at I arbejder systematisk med sikkerhed.",
    },
  ],
  useCases: [
    {
      title: "Den nye medarbejder",
      description:
        "Får et grundkursus i sikker adfærd fra første dag i stedet for at lære det på den hårde måde.",
    },
    {
      title: "Dem, der betaler regningerne",
      description:
        "Medarbejdere, der håndterer betalinger, trænes i at genkende falske fakturaer og direktørsvindel.",
    },
    {
      title: "Krav fra større kunder",
      description:
        "Når en kunde, der selv er omfattet af NIS2, kræver sikkerhedstræning hos sine leverandører, har I dokumentationen.",
    },
    {
      title: "Test af beredskabet",
      description:
        "En phishing-kampagne viser, om træningen virker, og hvor I skal sætte ind næste gang.",
    },
  ],
};
