import { Link } from "@tanstack/react-router";
import { RELATED_PRODUCTS_TEXT } from "../../../content/platform-related.ts";
import { PRODUCTS, type ProductSlug } from "#shared/content/products.ts";
import { CONTENT_ICONS } from "../content-icons.ts";

/** Links to the five other products; moving between them is what 'scrolls to top on slug change' is for. */
export function RelatedProducts({ current }: { current: ProductSlug }) {
  return (
    <nav aria-labelledby="related-products-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="related-products-heading" className="text-2xl font-bold tracking-tight text-foreground">
        {RELATED_PRODUCTS_TEXT.heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {PRODUCTS.filter((product) => product.slug !== current).map((product) => {
          const Icon = CONTENT_ICONS[product.icon];
          return (
            <li key={product.slug}>
              <Link
                to="/platform/$productSlug"
                params={{ productSlug: product.slug }}
                className="flex h-full flex-col gap-2 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-muted"
              >
                <Icon aria-hidden="true" className="size-5 text-accent" />
                <span className="font-semibold text-foreground">{product.name}</span>
                <span className="text-sm text-muted-foreground">{product.navDescription}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
