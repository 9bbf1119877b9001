/** The legal pages' own labels, in each document's language (the provider's terms are in English). */
export const LEGAL_PAGE_LABELS = {
  da: { contents: "Indhold", related: "Relaterede dokumenter" },
  en: { contents: "Contents", related: "Related documents" },
} as const;
