import { use, useRef } from "react";
import { ADOPTED_SECTION_ATTRIBUTE, prerenderedSection, staticSectionComponents, type StaticSectionName } from "./adopted-sections.ts";
import { useAppLinks } from "./use-app-links.ts";

/**
 * A section with no state and no handlers (adopted-sections.ts). On the prerendered / the app starts
 * on, React adopts the section's HTML as it is instead of hydrating it, so the section needs none of its
 * code (its components, its copy, the plans, the icons); its links work through useAppLinks, its
 * <details> natively. Wherever else / is rendered (after a start on another page, and in the build),
 * the section's components render it, loaded by the route's loader. Both render the same wrapper.
 */
export function StaticSection({ name }: { name: StaticSectionName }) {
  const ref = useRef<HTMLDivElement>(null);
  const adopted = prerenderedSection(name);
  useAppLinks(ref, adopted !== undefined);
  const wrapper = { ref, [ADOPTED_SECTION_ATTRIBUTE]: name };
  // React keeps the children of an element hydrated with dangerouslySetInnerHTML, and the string is the
  // same on every render, so it never rewrites them.
  if (adopted) return <div {...wrapper} dangerouslySetInnerHTML={{ __html: adopted.html }} />;
  // Loaded by the route's loader before / renders: this suspends only where no loader ran.
  const Section = (staticSectionComponents.current() ?? use(staticSectionComponents.load()))[name];
  return (
    <div {...wrapper}>
      <Section />
    </div>
  );
}
