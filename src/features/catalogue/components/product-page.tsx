import { useEffect, useRef } from "react";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Check } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { getPlan } from "#shared/content/plans.ts";
import { PRODUCT_PAGE } from "../../../content/platform.ts";
import type { Product } from "#shared/content/products.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { CONTENT_ICONS } from "../content-icons.ts";
import { ProductCta } from "./product-cta.tsx";
import { ProductFacts } from "./product-facts.tsx";
import { RelatedProducts } from "./related-products.tsx";

const container = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

export function ProductPage({ product }: { product: Product }) {
  useDocumentTitle(product.name);

  // The page scrolls to the top when the slug changes. The router resets scroll after every
  // navigation too; doing it here keeps the rule true even for navigations that opt out of that.
  // Only a change counts: the first mount may be the hydration of a page the visitor already scrolled.
  const shownSlug = useRef(product.slug);
  useEffect(() => {
    if (shownSlug.current === product.slug) return;
    shownSlug.current = product.slug;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [product.slug]);

  const Icon = CONTENT_ICONS[product.icon];
  return (
    <>
      <article aria-labelledby="product-title">
        <header className="bg-muted">
          <div className={`${container} py-12 lg:py-16`}>
            <Link
              to="/platform"
              className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {PRODUCT_PAGE.backToPlatform}
            </Link>
            <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
              <div className="flex flex-col gap-6 md:flex-row md:items-start">
                <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-8" />
                </span>
                <div className="max-w-3xl min-w-0">
                  {/* One long word ("Netværkssikkerhed") at a fixed 36 px was wider than a 320–390 px phone: the size
                      follows the width below sm, and a longer name breaks rather than overflows. */}
                  <h1
                    id="product-title"
                    className="text-[clamp(1.5rem,7.5vw,2.25rem)] leading-tight font-bold tracking-tight break-words hyphens-auto text-foreground sm:text-5xl"
                  >
                    {product.name}
                  </h1>
                  <p className="mt-3 text-xl font-medium text-accent">{product.tagline}</p>
                  <p className="mt-4 text-lg text-muted-foreground">{product.description}</p>
                  <Badge variant="secondary" className="mt-6">
                    {PRODUCT_PAGE.availableFromLabel(getPlan(product.availableFrom).name)}
                  </Badge>
                </div>
              </div>
              <ProductFacts product={product} />
            </div>
          </div>
        </header>

        <div className={`${container} py-12`}>
          <div data-testid="product-details" className="max-w-3xl space-y-5 text-lg leading-relaxed text-foreground">
            {product.detailedDescription.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>

        <section aria-labelledby="features-heading" className={`${container} py-12`}>
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-foreground">
            {PRODUCT_PAGE.featuresHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {product.features.map((feature) => {
              const FeatureIcon = CONTENT_ICONS[feature.icon];
              return (
                <li
                  key={feature.title}
                  data-testid="product-feature"
                  className="rounded-xl border border-border bg-card p-6 shadow-sm"
                >
                  <FeatureIcon aria-hidden="true" data-icon={feature.icon} className="size-8 text-accent" />
                  <h3 className="mt-4 text-lg font-semibold text-foreground">{feature.title}</h3>
                  <p className="mt-2 text-muted-foreground">{feature.description}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="benefits-heading" className="bg-muted">
          <div className={`${container} py-12`}>
            <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-foreground">
              {PRODUCT_PAGE.benefitsHeading}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {product.benefits.map((benefit) => (
                <li key={benefit.title} data-testid="product-benefit" className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                  <div>
                    <h3 className="text-lg font-semibold text-foreground">{benefit.title}</h3>
                    <p className="mt-1 text-muted-foreground">{benefit.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="use-cases-heading" className={`${container} py-12`}>
          <h2 id="use-cases-heading" className="text-3xl font-bold tracking-tight text-foreground">
            {PRODUCT_PAGE.useCasesHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {product.useCases.map((useCase) => (
              <li
                key={useCase.title}
                data-testid="product-use-case"
                className="rounded-xl border-l-4 border-accent bg-card p-6"
              >
                <h3 className="text-lg font-semibold text-foreground">{useCase.title}</h3>
                <p className="mt-2 text-muted-foreground">{useCase.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </article>
      <ProductCta />
      <RelatedProducts current={product.slug} />
    </>
  );
}
