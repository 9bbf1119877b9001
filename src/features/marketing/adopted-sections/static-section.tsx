import { useRef } from "react";
import { prerenderedSection, staticSectionComponents, type StaticSectionName } from "./adopted-sections.ts";
import { SectionWrapper } from "./section-wrapper.tsx";
import { useAppLinks } from "./use-app-links.ts";

/**
 * A section with no state and no handlers (adopted-sections.ts). On the prerendered / the app starts
 * on, React adopts the section's HTML as it is instead of hydrating it, so the section needs none of its
 * code (its components, its copy, the plans, the icons); its links work through useAppLinks, its
 * <details> natively. Wherever else / is rendered (after a start on another page, and in the build),
 * the section's components render it, loaded by the route's loader.
 */
export function StaticSection({ name }: { name: StaticSectionName }) {
  const ref = useRef<HTMLDivElement>(null);
  const adopted = prerenderedSection(name);
  useAppLinks(ref, adopted !== undefined);
  return <SectionWrapper name={name} ref={ref} adoptedHtml={adopted?.html} components={staticSectionComponents} />;
}
