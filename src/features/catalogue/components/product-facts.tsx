import { getPlan, PLANS } from "#shared/content/plans.ts";
import { PRODUCT_PAGE } from "../../../content/platform.ts";
import type { Product } from "#shared/content/products.ts";
import { CONTENT_ICONS } from "../content-icons.ts";

/** The plans that contain this protection: its entry plan and every plan above it. */
function plansWith(product: Product): string[] {
  const from = PLANS.findIndex((plan) => plan.id === product.availableFrom);
  return PLANS.slice(from).map((plan) => plan.name);
}

/**
 * The right-hand column of a product page's header on desktop (below the text on a phone): the product's
 * icon drawn large on the platform's navy, and the facts a buyer asks first: price, plans, set-up time.
 */
export function ProductFacts({ product }: { product: Product }) {
  const Icon = CONTENT_ICONS[product.icon];
  const facts = PRODUCT_PAGE.facts;
  const rows: Array<[string, string]> = [
    [facts.priceLabel, facts.price(getPlan(product.availableFrom).pricePerEmployee)],
    [facts.plansLabel, plansWith(product).join(", ")],
    [facts.featuresLabel, product.features.map((feature) => feature.title).join(" · ")],
    [facts.setupLabel, facts.setup],
  ];
  return (
    <aside
      aria-labelledby="product-facts-heading"
      data-testid="product-facts"
      className="overflow-hidden rounded-2xl bg-primary text-primary-foreground shadow-xl"
    >
      <div aria-hidden="true" className="relative flex h-36 items-center justify-center overflow-hidden bg-[#13315c]">
        <svg
          viewBox="0 0 400 144"
          width="400"
          height="144"
          className="absolute inset-0 size-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <g fill="none" stroke="#5eead4" strokeOpacity="0.18" strokeWidth="2">
            <circle cx="200" cy="72" r="46" />
            <circle cx="200" cy="72" r="76" />
            <circle cx="200" cy="72" r="108" />
            <circle cx="200" cy="72" r="142" />
          </g>
        </svg>
        <span className="relative inline-flex size-20 items-center justify-center rounded-2xl bg-accent shadow-lg">
          <Icon className="size-10" />
        </span>
      </div>
      <div className="p-6">
        <h2 id="product-facts-heading" className="text-sm font-semibold tracking-wide text-teal-300 uppercase">
          {facts.heading}
        </h2>
        <dl className="mt-4 space-y-4">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-primary-foreground/75">{label}</dt>
              <dd className="mt-0.5 font-medium text-pretty">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
