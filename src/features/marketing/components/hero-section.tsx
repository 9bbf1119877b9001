import { ArrowRight, CalendarCheck } from "lucide-react";
import { ContentLink } from "../../../components/layout/content-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { heroContent, LANDING_CLAIMS } from "../../../content/landing.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";

const hero = heroContent(siteIdentity);

/** First screen: headline, the two calls to action and the spec's claims. Text only, so it paints at once. */
export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8 lg:py-28">
        <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{hero.eyebrow}</p>
        <h1 id="hero-heading" className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-primary-foreground/90">{hero.subline}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ContentLink
            href={hero.primaryCta.href}
            className={buttonClasses({ variant: "accent", size: "lg", className: "focus-visible:outline-teal-300" })}
          >
            {hero.primaryCta.label}
            <ArrowRight aria-hidden="true" />
          </ContentLink>
          <ContentLink
            href={hero.secondaryCta.href}
            className={buttonClasses({
              variant: "outline",
              size: "lg",
              className: "border-white/40 bg-transparent text-primary-foreground hover:bg-white/10 focus-visible:outline-teal-300",
            })}
          >
            <CalendarCheck aria-hidden="true" />
            {hero.secondaryCta.label}
          </ContentLink>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-6 border-t border-white/15 pt-8 sm:grid-cols-3 lg:grid-cols-5">
          {LANDING_CLAIMS.map((claim) => (
            <li key={claim.id} aria-label={claim.text} className="flex flex-col">
              <span aria-hidden="true" className="text-2xl font-bold text-teal-300">
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
