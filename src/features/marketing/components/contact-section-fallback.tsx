import { Mail } from "lucide-react";
import { contactContent } from "../../../content/landing.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { SectionHeading, sectionClasses } from "./section-heading.tsx";

const contact = contactContent(siteIdentity);

/**
 * #contact until the contact feature's form (src/features/contact/contact-section.tsx) is in: the
 * heading, the copy and the ways to reach us, so 'Kontakt' and 'Book en demo' land somewhere useful.
 */
export function ContactSectionFallback() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className={`bg-muted ${sectionClasses}`}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="contact-heading" title={contact.heading} intro={contact.intro} />
        <dl className="mt-10 grid gap-4 rounded-xl border border-border bg-card p-6 shadow-sm sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold">{contact.details.email.label}</dt>
            <dd className="mt-1">
              <a href={contact.details.email.href} className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-2">
                <Mail aria-hidden="true" className="size-4" />
                {contact.details.email.value}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold">{contact.details.address.label}</dt>
            <dd className="mt-1 text-muted-foreground">{contact.details.address.value}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold">{contact.details.company.label}</dt>
            <dd className="mt-1 text-muted-foreground">{contact.details.company.value}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
