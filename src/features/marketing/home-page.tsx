import { Suspense, type ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { ContactSection } from "../contact/contact-section.tsx";
import { AboutSection } from "./components/about-section.tsx";
import { BlogTeaserSection } from "./components/blog-teaser-section.tsx";
import { HeroSection } from "./components/hero-section.tsx";
import { PricingSection } from "./components/pricing-section.tsx";
import { TestimonialsSection } from "./components/testimonials-section.tsx";
import { WhySection } from "./components/why-section.tsx";

/**
 * A section React may hydrate on its own. Without boundaries, a press that lands while the page is
 * still hydrating (a visitor who scrolled to the contact form and taps "Navn") makes React hydrate the
 * whole page at once before answering it: 250–500 ms at 4x CPU (bench first-press). With one boundary
 * per section, React hydrates the pressed section first and the rest after. Nothing here suspends: the
 * boundaries are only markers in the prerendered HTML.
 */
function Hydrates({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The landing page, sections in the spec's order: hero, about, pricing, why, testimonials, blog, contact. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <Hydrates>
        <AboutSection />
      </Hydrates>
      <Hydrates>
        <PricingSection />
      </Hydrates>
      <Hydrates>
        <WhySection />
      </Hydrates>
      <Hydrates>
        <TestimonialsSection />
      </Hydrates>
      <Hydrates>
        <BlogTeaserSection />
      </Hydrates>
      <Hydrates>
        <ContactSection />
      </Hydrates>
    </>
  );
}
