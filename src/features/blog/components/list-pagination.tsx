import { Link } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { blogNavText } from "../strings.ts";

/** Previous/next as plain links that keep the category (/blog?kategori=…&side=…); shown only with more than one page. */
export function ListPagination({ category, page, pages }: { category: string | undefined; page: number; pages: number }) {
  if (pages <= 1) return null;
  const searchFor = (target: number) => ({ ...(category === undefined ? {} : { kategori: category }), ...(target > 1 ? { side: target } : {}) });
  return (
    <nav aria-label={blogNavText.pagingLabel} className="mt-12 flex items-center justify-between gap-4 border-t border-border pt-6">
      {page > 1 ? (
        <Link to="/blog" search={searchFor(page - 1)} className={buttonClasses({ variant: "outline" })}>
          <ArrowLeft aria-hidden="true" />
          {blogNavText.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground tabular-nums">{blogNavText.pageOf(page, pages)}</p>
      {page < pages ? (
        <Link to="/blog" search={searchFor(page + 1)} className={buttonClasses({ variant: "outline" })}>
          {blogNavText.nextPage}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
