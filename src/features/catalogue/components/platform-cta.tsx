import { SectionLink } from "../../../components/layout/section-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PLATFORM_PAGE } from "../../../content/platform.ts";

/** 'Kontakt os' and 'Se priser': both go to the home page and scroll to their section after ~100 ms. */
export function PlatformCta() {
  const { cta } = PLATFORM_PAGE;
  return (
    <section aria-labelledby="platform-cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="platform-cta-heading" className="text-3xl font-bold tracking-tight">
          {cta.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-primary-foreground/90">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <SectionLink
            sectionId="contact"
            className={buttonClasses({ variant: "accent", size: "lg", className: "focus-visible:outline-teal-300" })}
          >
            {cta.contact.label}
          </SectionLink>
          <SectionLink
            sectionId="pricing"
            className={buttonClasses({ variant: "outline", size: "lg", className: "focus-visible:outline-teal-300" })}
          >
            {cta.pricing.label}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
