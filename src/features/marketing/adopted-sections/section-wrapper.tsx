import { use, type ComponentType, type Ref } from "react";
import { ADOPTED_SECTION_ATTRIBUTE, type AdoptedSectionName, type OnDemand } from "./adopted-sections.ts";

interface SectionWrapperProps<Name extends AdoptedSectionName> {
  name: Name;
  ref: Ref<HTMLDivElement>;
  /** The prerendered HTML to keep as it is; undefined to render the section's component. */
  adoptedHtml: string | undefined;
  components: OnDemand<Record<Name, ComponentType>>;
}

/**
 * The element both kinds of section render, the same in the prerendered HTML and in the browser: the
 * adopted HTML, or the section's component inside.
 */
export function SectionWrapper<Name extends AdoptedSectionName>({ name, ref, adoptedHtml, components }: SectionWrapperProps<Name>) {
  const wrapper = { ref, [ADOPTED_SECTION_ATTRIBUTE]: name };
  // React keeps the children of an element hydrated with dangerouslySetInnerHTML, and the string is the
  // same on every render, so it never rewrites them.
  if (adoptedHtml !== undefined) return <div {...wrapper} dangerouslySetInnerHTML={{ __html: adoptedHtml }} />;
  // Loaded before / renders (the route's loader) or before a section takes over: this suspends only
  // where no loader ran.
  const Section: ComponentType = (components.current() ?? use(components.load()))[name];
  return (
    <div {...wrapper}>
      <Section />
    </div>
  );
}
