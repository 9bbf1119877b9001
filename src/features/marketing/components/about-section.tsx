import { CarouselPosition } from "../../../components/ui/carousel-position.tsx";
import { ABOUT_TILES, aboutContent } from "../../../content/landing.ts";
import { productNavPath } from "../../../content/product-nav.ts";
import { SiteLink } from "../../../components/layout/site-link.tsx";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { marketingIcon } from "../marketing-icons.ts";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";

const about = aboutContent(siteIdentity);

/** #about: who we are and six tiles, one per product. The tile grid is also #services (footer link). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className={sectionClasses}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="about-heading" title={about.heading} intro={about.intro} />
        {/* On a phone the six tiles swipe, the next one peeking in (stacked they were 1.7 screens); a grid from sm. */}
        <ul
          id="services"
          data-carousel="services"
          className="-mx-4 mt-10 flex scroll-mt-20 snap-x snap-mandatory gap-3 overflow-x-auto px-4 pt-1 pb-2 *:w-[82%] *:shrink-0 *:snap-center sm:mx-0 sm:mt-12 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pt-0 sm:pb-0 sm:*:w-auto lg:grid-cols-3"
        >
          {ABOUT_TILES.map((tile) => {
            const Icon = marketingIcon(tile.icon);
            return (
              <li
                key={tile.productSlug}
                className="relative grid grid-cols-[auto_1fr] gap-x-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-shadow sm:block sm:p-6 focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
              >
                <span className="row-span-2 inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground sm:size-12">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-semibold sm:mt-4">
                  {/* Stretched link: the whole tile opens the product page. */}
                  <SiteLink
                    href={productNavPath(tile.productSlug)}
                    className="after:absolute after:inset-0 after:content-[''] hover:text-accent focus-visible:outline-none"
                  >
                    {tile.title}
                  </SiteLink>
                </h3>
                <p className="mt-1 text-muted-foreground sm:mt-2">{tile.description}</p>
              </li>
            );
          })}
        </ul>
        <CarouselPosition id="services" count={ABOUT_TILES.length} className="sm:hidden" />
      </div>
    </section>
  );
}
