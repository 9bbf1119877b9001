import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { ContactSection } from "../contact/contact-section.tsx";
import { AboutSection } from "./components/about-section.tsx";
import { BlogTeaserSection } from "./components/blog-teaser-section.tsx";
import { HeroSection } from "./components/hero-section.tsx";
import { PricingSection } from "./components/pricing-section.tsx";
import { TestimonialsSection } from "./components/testimonials-section.tsx";
import { WhySection } from "./components/why-section.tsx";

/** The landing page, sections in the spec's order: hero, about, pricing, why, testimonials, blog, contact. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <PricingSection />
      <WhySection />
      <TestimonialsSection />
      <BlogTeaserSection />
      <ContactSection />
    </>
  );
}
