/** Copy of the landing page's customer references (#testimonials); the references come from the database. */
export const TESTIMONIALS_CONTENT = {
  heading: "Kunde referencer",
  intro: "Danske virksomheder, der har valgt at gøre IT‑sikkerhed enkelt.",
  loading: "Indlæser referencer...",
} as const;
