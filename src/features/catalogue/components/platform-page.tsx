import { PLATFORM_PAGE } from "../../../content/platform.ts";
import { PRODUCTS } from "#shared/content/products.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { PlatformCta } from "./platform-cta.tsx";
import { ProductCard } from "./product-card.tsx";

/** Intrinsic size of public/images/platform/dashboard.svg, so the browser reserves its space (no layout shift). */
const DASHBOARD_IMAGE = { src: "/images/platform/dashboard.svg", width: 1200, height: 720 } as const;

export function PlatformPage() {
  useDocumentTitle(PLATFORM_PAGE.title);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <header className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{PLATFORM_PAGE.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{PLATFORM_PAGE.intro}</p>
        </header>

        <img
          {...DASHBOARD_IMAGE}
          alt={PLATFORM_PAGE.dashboardImageAlt}
          // Above the fold and the page's largest element: fetch it early rather than lazily.
          fetchPriority="high"
          decoding="async"
          className="mx-auto mt-12 h-auto w-full max-w-5xl rounded-2xl shadow-xl"
        />

        <ul className="mt-16 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {PRODUCTS.map((product) => (
            <li key={product.slug} className="flex">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
      <PlatformCta />
    </>
  );
}
