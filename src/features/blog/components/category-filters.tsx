import { useEffect, useRef } from "react";
import { Link } from "@tanstack/react-router";
import { cn } from "../../../lib/cn.ts";
import type { BlogCategory } from "../schemas.ts";
import { blogNavText } from "../strings.ts";

// relative: the count's sr-only text is positioned, and must be clipped by the row, not widen the page.
const chipClasses =
  "relative inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const idleClasses = "border-border bg-card text-foreground hover:border-foreground/30 hover:bg-muted";
const selectedClasses = "border-primary bg-primary text-primary-foreground";

/**
 * The categories as plain links (/blog?kategori=…), so they work before the app has started and from a shared
 * URL; the selected one is aria-current. On a phone they are one row that scrolls sideways (a 40 px strip
 * instead of four wrapped lines); from sm they wrap, centred. The row's width is contained: its chips never widen
 * the page, whatever layout it sits in.
 */
export function CategoryFilters({ categories, selected, total }: { categories: BlogCategory[]; selected: string | undefined; total: number }) {
  const row = useRef<HTMLUListElement>(null);

  // A selection far along the row (a shared link on a phone) is scrolled into sight, within the row only.
  useEffect(() => {
    const list = row.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = chip.offsetLeft - list.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
  }, [selected]);

  const chips = [
    { key: "", label: blogNavText.allCategories, count: total, category: undefined },
    ...categories.map((entry) => ({ key: entry.category, label: entry.category, count: entry.post_count, category: entry.category })),
  ];
  return (
    <nav aria-label={blogNavText.filtersLabel} data-testid="blog-filters" className="-mx-4 [contain:inline-size] sm:mx-0">
      <ul
        ref={row}
        className="flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {chips.map((chip) => {
          const isSelected = chip.category === selected;
          return (
            <li key={chip.key} className="snap-start">
              <Link
                to="/blog"
                search={chip.category === undefined ? {} : { kategori: chip.category }}
                // The whole query decides: the router would otherwise count "Alle" ({}) as part of every selection.
                activeOptions={{ exact: true, includeSearch: true }}
                aria-current={isSelected ? "page" : undefined}
                className={cn(chipClasses, isSelected ? selectedClasses : idleClasses)}
              >
                {chip.label}
                <span className={cn("tabular-nums", isSelected ? "text-primary-foreground/75" : "text-muted-foreground")}>
                  {chip.count}
                  <span className="sr-only"> indlæg</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
