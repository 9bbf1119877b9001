import { formatCardDate, formatDanishDate } from "#shared/lib/format.ts";

/**
 * Card texts per language: the blog pages are in English, the landing-page teaser in Danish
 * (docs/product-rules.md#blog, #landing-page).
 */
export interface BlogCardText {
  lang: "en" | "da";
  readingTime: (minutes: number) => string;
  comingSoon: string;
  byAuthor: (author: string) => string;
  formatDate: (iso: string) => string;
}

export const englishCardText: BlogCardText = {
  lang: "en",
  readingTime: (minutes) => `${minutes} min read`,
  comingSoon: "Coming Soon",
  byAuthor: (author) => `By ${author}`,
  formatDate: formatCardDate,
};

export const danishCardText: BlogCardText = {
  lang: "da",
  readingTime: (minutes) => `${minutes} min læsning`,
  comingSoon: "Kommer snart",
  byAuthor: (author) => `Af ${author}`,
  formatDate: formatDanishDate,
};

export const blogText = {
  listTitle: "All Articles",
  listSubtitle: "Explore our complete collection of cybersecurity insights and updates.",
  listLoading: "Loading articles…",
  listEmpty: "No articles published yet. Check back soon!",
  danishListEmpty: "Ingen artikler publiceret endnu. Kom tilbage snart!",
  backToBlog: "Back to Blog",
  postLoading: "Loading article…",
  notFoundTitle: "Article Not Found",
  notFoundText: "The article you're looking for doesn't exist or has been removed.",
  // Offline, a post that was never read has no saved copy: say so rather than claim it does not exist.
  offlineTitle: "Du er offline",
  offlineText:
    "Denne artikel er ikke gemt til offlinelæsning endnu. Artikler, du har læst før, kan stadig åbnes, og artiklen her hentes automatisk, når du er online igen.",
  offlineBack: "Se alle artikler",
  views: (count: number, formatted: string) => `${formatted} ${count === 1 ? "view" : "views"}`,
  linkedInOpening: "Åbner LinkedIn post...",
  linkedInFallbackBefore: "Åbnede der ikke et nyt vindue?",
  linkedInFallbackLink: "klik her",
  linkedInBack: "Tilbage til artikler",
};

/** The Danish texts the issue-36 additions bring: filters, the featured post, paging, related posts. */
export const blogNavText = {
  filtersLabel: "Kategorier",
  allCategories: "Alle",
  postCount: (count: number) => `${count} indlæg`,
  featuredLabel: "Nyeste indlæg",
  featuredInCategory: (category: string) => `Nyeste om ${category}`,
  emptyCategory: (category: string) => `Der er ingen udgivne indlæg i kategorien “${category}”.`,
  emptyPage: "Siden findes ikke: listen er kortere end det.",
  showAll: "Se alle indlæg",
  firstPage: "Til første side",
  pagingLabel: "Sider",
  previousPage: "Forrige side",
  nextPage: "Næste side",
  pageOf: (page: number, pages: number) => `Side ${page} af ${pages}`,
  listOffline: "Du er offline, og denne visning er ikke gemt endnu. Den hentes, når du er online igen.",
  relatedSame: (category: string) => `Mere om ${category}`,
  relatedLatest: "Seneste indlæg",
  relatedMixed: (category: string) => `Mere om ${category} og seneste indlæg`,
  moreInCategory: (category: string) => `Alle indlæg om ${category}`,
};
