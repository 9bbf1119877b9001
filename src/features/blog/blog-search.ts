/**
 * /blog's selection lives in the URL (?kategori=Backup&side=2), so a filtered list can be shared and survives a
 * reload. Read by the route (validateSearch) and by the prerenderer, which hides the build's unfiltered page
 * when a visit carries one of these (scripts/prerender/routes.ts).
 */
export interface BlogSearch {
  /** A category exactly as posts carry it; absent for all posts. */
  kategori?: string;
  /** The page of the list, from 2; absent for the first. */
  side?: number;
}

export const BLOG_SEARCH_KEYS = ["kategori", "side"] as const;

/** The database allows categories of 1 to 50 characters (blog_posts_category_check). */
const MAX_CATEGORY_LENGTH = 50;
/** Far beyond any real list: a typed-in ?side=1e9 asks Postgres for an empty page, not an overflow. */
const MAX_PAGE = 10_000;

/** Whatever the URL holds, a selection the list can ask for: anything unreadable falls back to the default. */
export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  const result: BlogSearch = {};
  // The router reads ?kategori=2026 as a number: a category is text whatever it looks like.
  const raw = search.kategori;
  const category = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  if (category.length > 0 && category.length <= MAX_CATEGORY_LENGTH) result.kategori = category;
  const page = typeof search.side === "number" ? search.side : typeof search.side === "string" ? Number(search.side) : Number.NaN;
  if (Number.isInteger(page) && page >= 2 && page <= MAX_PAGE) result.side = page;
  return result;
}

/** Cards in the grid per page, under the featured post (a three-column grid: four full rows). */
export const LIST_PAGE_SIZE = 12;

/**
 * The rows one page asks Postgres for (inclusive, as PostgREST's range). The first page starts with the featured
 * post, the newest of the selection, then LIST_PAGE_SIZE cards; later pages continue after them, so the featured
 * post is never repeated in the grid.
 */
export function pageRange(page: number): { from: number; to: number } {
  if (page <= 1) return { from: 0, to: LIST_PAGE_SIZE };
  const from = 1 + LIST_PAGE_SIZE * (page - 1);
  return { from, to: from + LIST_PAGE_SIZE - 1 };
}

/** How many pages a selection of `total` posts fills (at least one, even when it is empty). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil((total - 1) / LIST_PAGE_SIZE));
}
