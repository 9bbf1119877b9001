import { CarouselPosition } from "../../../components/ui/carousel-position.tsx";
import { useRef } from "react";
import { Quote } from "lucide-react";
import { TESTIMONIALS_CONTENT } from "../../../content/testimonials.ts";
import { safeExternalUrl } from "#shared/lib/url.ts";
import { useActiveTestimonials } from "../hooks/use-active-testimonials.ts";
import { activeTestimonialsQuery } from "../api/testimonials-queries.ts";
import { useSectionQueryEnabled } from "../hooks/use-deferred-start.ts";
import { LOADING_ATTRIBUTE } from "../../../lib/loading-attribute.ts";
import type { Testimonial } from "../schemas.ts";
import { balancedRowSizes, companyInitials } from "../testimonial-layout.ts";
import { cn } from "../../../lib/cn.ts";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";

/** Column spans on the 6-column desktop grid by how many cards share the row (rows of 3, 2 or 1). */
const DESKTOP_SPAN: Record<number, string> = { 1: "lg:col-span-6", 2: "lg:col-span-3", 3: "lg:col-span-2" };

/** Each card's classes so rows balance at every width: 2 columns from md, 6-column rows of 3 or 2 from lg. */
function cardLayouts(count: number): string[] {
  const desktop = balancedRowSizes(count).flatMap((size) => Array<string>(size).fill(DESKTOP_SPAN[size]!));
  // With two columns an odd last card takes the whole row rather than half of it.
  return desktop.map((span, index) => cn(span, count % 2 === 1 && index === count - 1 && "md:col-span-2"));
}

/** The company's logo over its initials: with no logo, or one that fails to load, the monogram shows. */
function CompanyMark({ name, logo }: { name: string; logo: string | null }) {
  return (
    <div className="relative flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-bold tracking-wide text-primary-foreground">
      <span aria-hidden="true">{companyInitials(name)}</span>
      {logo && (
        <img
          src={logo}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full bg-card object-contain p-1"
          // A broken logo is hidden, which uncovers the monogram, rather than shown as a broken image.
          onError={(event) => (event.currentTarget.hidden = true)}
        />
      )}
    </div>
  );
}

function TestimonialCard({ testimonial, className }: { testimonial: Testimonial; className: string }) {
  const logo = safeExternalUrl(testimonial.logo_url) ?? (testimonial.logo_url?.startsWith("/") ? testimonial.logo_url : null);
  return (
    <li data-testid="testimonial" className={cn("flex", className)}>
      <figure className="flex w-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
        <Quote aria-hidden="true" className="size-8 text-accent" />
        <blockquote className="mt-4 flex-1 text-lg text-pretty">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <CompanyMark name={testimonial.company_name} logo={logo} />
          <span>
            <span className="block font-semibold">{testimonial.company_name}</span>
            {testimonial.industry && <span className="block text-sm text-muted-foreground">{testimonial.industry}</span>}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * #testimonials ('Kunde referencer'): active references from the database in display order. Shows
 * 'Indlæser referencer...' while loading and disappears when there are none or the read failed.
 */
export function TestimonialsSection() {
  const ref = useRef<HTMLElement>(null);
  const enabled = useSectionQueryEnabled(ref, activeTestimonialsQuery().queryKey);
  const { data, isError } = useActiveTestimonials(enabled);

  if (isError || data?.length === 0) return null;
  const layouts = cardLayouts(data?.length ?? 0);

  return (
    <section ref={ref} id="testimonials" aria-labelledby="testimonials-heading" className={`bg-muted ${sectionClasses}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="testimonials-heading" title={TESTIMONIALS_CONTENT.heading} intro={TESTIMONIALS_CONTENT.intro} />
        {data ? (
          // On a phone the references swipe, the next one peeking in (a column of them was two screens
          // long); a balanced grid from md. Focusable, as it scrolls and holds no links, so keys scroll it too.
          <>
          <ul
            tabIndex={0}
            data-carousel="testimonials"
            aria-labelledby="testimonials-heading"
            className={cn(
              "-mx-4 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 *:w-[85%] *:shrink-0 *:snap-center",
              "md:mx-0 md:mt-12 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 md:pb-0 md:*:w-auto lg:grid-cols-6",
              data.length === 1 && "*:w-full md:mx-auto md:max-w-3xl md:grid-cols-1 lg:grid-cols-1",
            )}
          >
            {data.map((testimonial, index) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} className={layouts[index] ?? ""} />
            ))}
          </ul>
          <CarouselPosition id="testimonials" count={data.length} className="md:hidden" />
          </>
        ) : (
          <p role="status" {...{ [LOADING_ATTRIBUTE]: "" }} className="mt-12 text-center text-muted-foreground">
            {TESTIMONIALS_CONTENT.loading}
          </p>
        )}
      </div>
    </section>
  );
}
