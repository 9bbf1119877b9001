import { Suspense, type ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { ContactSection } from "../contact/contact-section.tsx";
import { DeferredSection } from "./adopted-sections/deferred-section.tsx";
import { StaticSection } from "./adopted-sections/static-section.tsx";

/**
 * A section React may hydrate on its own. Without boundaries, a press that lands while the page is
 * still hydrating (a visitor who scrolled to the contact form and taps "Navn") makes React hydrate the
 * whole page at once before answering it, a long wait on a slow phone (`npm run bench -- first-press`). With one boundary
 * per section, React hydrates the pressed section first and the rest after. In the browser nothing here
 * suspends (the route's loader has prepared the adopted sections): the boundaries are only markers in
 * the prerendered HTML.
 */
function Hydrates({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * The landing page, sections in order (docs/product-rules.md#landing-page): hero, about, pricing, why, testimonials, blog, contact.
 * On the page the app starts on, the first six are adopted as HTML (adopted-sections/): hero to why stay
 * so, testimonials and the blog teaser until they start.
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hydrates>
        <StaticSection name="hero" />
      </Hydrates>
      <Hydrates>
        <StaticSection name="about" />
      </Hydrates>
      <Hydrates>
        <StaticSection name="pricing" />
      </Hydrates>
      <Hydrates>
        <StaticSection name="why" />
      </Hydrates>
      <Hydrates>
        <DeferredSection name="testimonials" />
      </Hydrates>
      <Hydrates>
        <DeferredSection name="blog" />
      </Hydrates>
      <Hydrates>
        <ContactSection />
      </Hydrates>
    </>
  );
}
