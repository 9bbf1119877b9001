import { AboutSection } from "../components/about-section.tsx";
import { HeroSection } from "../components/hero-section.tsx";
import { PricingSection } from "../components/pricing-section.tsx";
import { WhySection } from "../components/why-section.tsx";
import type { StaticSectionComponents } from "./adopted-sections.ts";

/** Loaded on demand (adopted-sections.ts): on the page the app starts on, these sections need no code. */
export const STATIC_SECTION_COMPONENTS: StaticSectionComponents = {
  hero: HeroSection,
  about: AboutSection,
  pricing: PricingSection,
  why: WhySection,
};
