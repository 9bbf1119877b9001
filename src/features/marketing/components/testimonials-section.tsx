import { useRef } from "react";
import { Quote } from "lucide-react";
import { TESTIMONIALS_CONTENT } from "../../../content/landing.ts";
import { safeExternalUrl } from "../../../lib/url.ts";
import { useActiveTestimonials } from "../hooks/use-active-testimonials.ts";
import { activeTestimonialsQuery } from "../api/testimonials-queries.ts";
import { useSectionQueryEnabled } from "../hooks/use-deferred-start.ts";
import { LOADING_ATTRIBUTE } from "../../../lib/loading-attribute.ts";
import type { Testimonial } from "../schemas.ts";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const logo = safeExternalUrl(testimonial.logo_url) ?? (testimonial.logo_url?.startsWith("/") ? testimonial.logo_url : null);
  return (
    <li data-testid="testimonial" className="flex">
      <figure className="flex w-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
        <Quote aria-hidden="true" className="size-8 text-accent" />
        <blockquote className="mt-4 flex-1 text-lg text-pretty">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          {logo && (
            <img
              src={logo}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="size-10 rounded-md bg-muted object-contain"
              // A broken logo is hidden rather than shown as a broken image.
              onError={(event) => (event.currentTarget.hidden = true)}
            />
          )}
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

  return (
    <section ref={ref} id="testimonials" aria-labelledby="testimonials-heading" className={`bg-muted ${sectionClasses}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="testimonials-heading" title={TESTIMONIALS_CONTENT.heading} intro={TESTIMONIALS_CONTENT.intro} />
        {data ? (
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </ul>
        ) : (
          <p role="status" {...{ [LOADING_ATTRIBUTE]: "" }} className="mt-12 text-center text-muted-foreground">
            {TESTIMONIALS_CONTENT.loading}
          </p>
        )}
      </div>
    </section>
  );
}
