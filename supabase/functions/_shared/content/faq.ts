/** The FAQ page (/faq): the spec's two questions, setup time and cancellation notice. */

export interface FaqEntry {
  id: "setup-time" | "cancellation-notice";
  question: string;
  /** One or more paragraphs. */
  answer: readonly string[];
}

export const FAQ_PAGE = {
  title: "Ofte stillede spørgsmål",
  intro: "Svar på det, vi oftest bliver spurgt om. Finder du ikke svaret her, er du velkommen til at kontakte os.",
  metaDescription:
    "Hvor lang tid tager opsætningen, og hvordan opsiger man abonnementet? Svar på de oftest stillede spørgsmål.",
  contactCta: { label: "Kontakt os", href: "/#contact" },
} as const;

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: "setup-time",
    question: "Hvor lang tid tager det at komme i gang?",
    answer: [
      "Den samlede opsætning tager typisk omkring 1 time. Installationen på den enkelte pc eller bærbare computer tager ofte kun 10-15 minutter, og beskyttelsen er aktiv, så snart agenten kører.",
      "Forbindelsen til Microsoft 365 eller Google Workspace oprettes med få klik, og vi hjælper gerne undervejs, hvis I har spørgsmål.",
    ],
  },
  {
    id: "cancellation-notice",
    question: "Hvad er opsigelsesvarslet?",
    answer: [
      "Abonnementet kan opsiges med løbende +1 måneds varsel. Opsigelsen får virkning ved udgangen af den indeværende måned plus én måned. Opsiger I for eksempel den 10. marts, ophører abonnementet med udgangen af april.",
      "Der ydes ikke refusion for den resterende del af en betalt periode.",
    ],
  },
];
