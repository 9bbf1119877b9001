import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { PLATFORM_PAGE } from "../../../content/platform.ts";
import type { Product } from "#shared/content/products.ts";
import { CONTENT_ICONS } from "../content-icons.ts";

export function ProductCard({ product }: { product: Product }) {
  const Icon = CONTENT_ICONS[product.icon];
  const titleId = `product-${product.slug}-title`;
  return (
    <article
      data-testid="product-card"
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-semibold text-foreground">
        {product.name}
      </h2>
      <p className="mt-1 font-medium text-accent">{product.tagline}</p>
      <p className="mt-3 flex-1 text-muted-foreground">{product.description}</p>
      <Link
        to="/platform/$productSlug"
        params={{ productSlug: product.slug }}
        className="mt-6 inline-flex items-center gap-1 self-start rounded-md font-semibold text-accent underline-offset-4 hover:underline"
      >
        {PLATFORM_PAGE.readMore}
        {/* "Læs mere" alone is ambiguous in a list of six links; the product name completes it for screen readers. */}
        <span className="sr-only"> om {product.name}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
