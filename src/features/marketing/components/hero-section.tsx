import { ArrowRight, CalendarCheck } from "lucide-react";
import { ContentLink } from "../../../components/layout/content-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { heroContent, LANDING_CLAIMS } from "../../../content/landing.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";

const hero = heroContent(siteIdentity);

/** The /platform dashboard drawing (public/images/platform/dashboard.svg) at its intrinsic size. */
const DASHBOARD = {
  src: "/images/platform/dashboard.svg",
  width: 1200,
  height: 720,
} as const;

/**
 * A phone gets no source for the dashboard: the <source> for wide screens is the only one that names
 * the file, so the phone never downloads it and its first screen stays text only.
 */
const NO_IMAGE = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";

/**
 * First screen: headline, the two calls to action and the product's claims; on desktop the platform's
 * dashboard beside them. The text paints at once; the picture has its size reserved (no layout shift).
 */
export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-24 lg:px-8 lg:py-24">
        <div className="lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12">
          <div>
            <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{hero.eyebrow}</p>
            <h1
              id="hero-heading"
              className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl"
            >
              {hero.headline}
            </h1>
            <p className="mt-5 max-w-2xl text-base text-pretty text-primary-foreground/90 sm:mt-6 sm:text-lg">{hero.subline}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ContentLink
                href={hero.primaryCta.href}
                data-primary-cta=""
                className={buttonClasses({
                  variant: "accent",
                  size: "lg",
                  className: "focus-visible:outline-teal-300",
                })}
              >
                {hero.primaryCta.label}
                <ArrowRight aria-hidden="true" />
              </ContentLink>
              <ContentLink
                href={hero.secondaryCta.href}
                data-primary-cta=""
                className={buttonClasses({
                  variant: "outline",
                  size: "lg",
                  className:
                    "border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 focus-visible:outline-teal-300",
                })}
              >
                <CalendarCheck aria-hidden="true" />
                {hero.secondaryCta.label}
              </ContentLink>
            </div>
          </div>
          <picture className="hidden lg:block">
            <source
              media="(min-width: 1024px)"
              srcSet={DASHBOARD.src}
              width={DASHBOARD.width}
              height={DASHBOARD.height}
            />
            <img
              src={NO_IMAGE}
              width={DASHBOARD.width}
              height={DASHBOARD.height}
              alt=""
              decoding="async"
              className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
            />
          </picture>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-4 border-t border-white/15 pt-6 sm:mt-12 sm:grid sm:grid-cols-3 sm:gap-6 sm:pt-8 lg:grid-cols-5">
          {LANDING_CLAIMS.map((claim) => (
            <li key={claim.id} aria-label={claim.text} className="flex flex-col">
              <span aria-hidden="true" className="text-xl font-bold text-teal-300 sm:text-2xl">
                {claim.value}
              </span>
              <span aria-hidden="true" className="text-sm text-primary-foreground/85">
                {claim.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
