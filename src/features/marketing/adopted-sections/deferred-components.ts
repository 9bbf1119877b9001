import { BlogTeaserSection } from "../components/blog-teaser-section.tsx";
import { TestimonialsSection } from "../components/testimonials-section.tsx";
import type { DeferredSectionComponents } from "./adopted-sections.ts";

/** Loaded on demand (adopted-sections.ts): at the sections' start, or where / was not prerendered. */
export const DEFERRED_SECTION_COMPONENTS: DeferredSectionComponents = {
  testimonials: TestimonialsSection,
  blog: BlogTeaserSection,
};
