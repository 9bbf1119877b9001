import type { Product } from "./types.ts";

export const networkSecurityProduct: Product = {
  slug: "network-security",
  name: "Netværkssikkerhed",
  navDescription: "Sikker forbindelse fra kontor og hjemmearbejde",
  icon: "Network",
  tagline: "Et sikkert virksomhedsnetværk, der følger medarbejderne",
  description:
    "Et skybaseret virksomhedsnetværk med firewall, krypteret adgang og webfiltrering, der beskytter medarbejderne, uanset om de sidder på kontoret, derhjemme eller på en café.",
  metaDescription:
    "Firewall, krypteret adgang og webfiltrering i skyen: samme beskyttelse på kontoret, hjemme og på farten – uden hardware at vedligeholde.",
  availableFrom: "complete",
  detailedDescription: [
    "Det klassiske kontornetværk med en firewall i et skab passer dårligt til små virksomheder, hvor en stor del af arbejdet foregår hjemmefra, hos kunder eller på farten. Netværkssikkerheden flytter beskyttelsen ud i skyen: Hver medarbejders enhed forbindes krypteret til jeres eget virtuelle virksomhedsnetværk, og de samme regler gælder, uanset hvor de arbejder fra.",
    "Secure Web Gateway filtrerer trafikken til internettet. Kendte phishing-sider, domæner, der spreder malware, og kategorier af hjemmesider, som I ikke ønsker på arbejdsudstyret, blokeres, før forbindelsen oprettes. Det beskytter også, når en medarbejder klikker på et farligt link, der er sluppet forbi alle andre lag.",
    "Firewall-regler i skyen bestemmer, hvem der har adgang til hvad. I kan give adgang til interne ressourcer som en printer, en netværksdisk eller et fagsystem alene til de brugere og enheder, der har brug for dem, uden at åbne dem mod hele internettet og uden at rode med portåbninger i routeren.",
    "På offentlige netværk i lufthavne, på hoteller og caféer er trafikken beskyttet af den krypterede forbindelse, og beskyttelsen mod Wi-Fi-phishing, som er med i alle planer, advarer, hvis nogen forsøger at lokke en enhed over på et falsk hotspot.",
  ],
  features: [
    {
      title: "Firewall i skyen",
      description:
        "Centrale regler for al trafik til og fra medarbejdernes enheder, uden en firewall-boks på kontoret.",
      icon: "Network",
    },
    {
      title: "Krypteret adgang",
      description:
        "Trafikken fra medarbejdernes enheder sendes krypteret gennem virksomhedens eget netværk, også på offentligt Wi-Fi.",
      icon: "LockKeyhole",
    },
    {
      title: "Secure Web Gateway",
      description:
        "Blokerer phishing-sider, malware-domæner og de kategorier af hjemmesider, I har fravalgt.",
      icon: "Globe",
    },
    {
      title: "Adgang til interne ressourcer",
      description:
        "Bestem præcist, hvilke brugere og enheder der må bruge printere, netværksdiske og interne systemer.",
      icon: "Route",
    },
    {
      title: "Beskyttelse på offentligt Wi-Fi",
      description:
        "Advarer mod falske hotspots og holder forbindelsen krypteret i lufthavne, på hoteller og caféer.",
      icon: "Wifi",
    },
    {
      title: "Én politik for alle",
      description:
        "De samme regler for alle medarbejdere, styret fra ét dashboard og gældende fra første dag.",
      icon: "Workflow",
    },
  ],
  benefits: [
    {
      title: "Ingen hardware",
      description: "Ingen firewall-bokse at købe, konfigurere eller holde opdateret.",
    },
    {
      title: "Sikkert hjemmearbejde",
      description: "Medarbejderne får samme beskyttelse hjemme og på farten som på kontoret.",
    },
    {
      title: "Færre farlige hjemmesider",
      description: "Phishing og malware stoppes allerede på netværket, selv hvis nogen klikker.",
    },
  ],
  useCases: [
    {
      title: "Medarbejdere på farten",
      description: "Sælgere og konsulenter arbejder sikkert fra hotellet, toget og kundens gæstenetværk.",
    },
    {
      title: "Adgang til kontorets printer og netværksdisk",
      description:
        "Hjemmearbejdende får adgang til kontorets ressourcer uden portåbninger i routeren.",
    },
    {
      title: "Et link i en SMS",
      description:
        "Et phishing-link, der er sendt som SMS eller på sociale medier, blokeres, fordi domænet er kendt som ondsindet.",
    },
    {
      title: "Nyt kontor eller ny afdeling",
      description:
        "Et nyt kontor er beskyttet fra første dag, fordi beskyttelsen følger enhederne og ikke bygningen.",
    },
  ],
};
