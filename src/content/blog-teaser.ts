/** Copy of the landing page's blog teaser (#blog); the posts come from the database. */
import type { LinkText } from "./platform.ts";

export const BLOG_TEASER_CONTENT = {
  heading: "Indsigt & Opdateringer",
  intro: "Nyheder, råd og analyser om IT‑sikkerhed for små virksomheder.",
  empty: "Ingen artikler publiceret endnu. Kom tilbage snart!",
  readingTimeLabel: "min læsning",
  unpublishedDate: "Kommer snart",
  allArticles: { label: "Se alle artikler", href: "/blog" } satisfies LinkText,
} as const;
