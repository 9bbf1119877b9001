import { SectionLink } from "../../../components/layout/section-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PRODUCT_PAGE, productPageCtaText } from "../../../content/platform.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";

/** 'Book en Demo', 'Start gratis prøveperiode' and 'Kontakt salg' all lead to the home page's #contact. */
export function ProductCta() {
  const { cta } = PRODUCT_PAGE;
  const light = "focus-visible:outline-teal-300";
  return (
    <section aria-labelledby="product-cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="product-cta-heading" className="text-3xl font-bold tracking-tight">
          {cta.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-primary-foreground/90">{productPageCtaText(siteIdentity)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <SectionLink sectionId="contact" className={buttonClasses({ variant: "accent", size: "lg", className: light })}>
            {cta.bookDemo.label}
          </SectionLink>
          <SectionLink sectionId="contact" className={buttonClasses({ variant: "outline", size: "lg", className: light })}>
            {cta.startTrial.label}
          </SectionLink>
          <SectionLink
            sectionId="contact"
            className={buttonClasses({
              variant: "ghost",
              size: "lg",
              className: `text-primary-foreground underline underline-offset-4 hover:bg-white/10 ${light}`,
            })}
          >
            {cta.contactSales.label}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
